### Tenace 訊息目錄：繁體中文（zh-TW）。
###
### 術語一律採用 2017 複式橋藝規則中文版之正式用語，彙整於 docs/glossary.md。
### 每個鍵都必須與 ../en/tenace.ftl 對應，且使用相同的變數。
### 條文引用一律寫作「第 27A1 條」（見 law-ref）。

## 條文引用。$clause 為條文編號，例如 27A1。

law-ref = 第 { $clause } 條
# 同時引用數條；$clauses 以 list-separator 連接。
law-refs = 第 { $clauses } 條

## 座位、方與身價（第 2 條）

seat-north = 北家
seat-east = 東家
seat-south = 南家
seat-west = 西家
seat-short-north = 北
seat-short-east = 東
seat-short-south = 南
seat-short-west = 西
side-ns = 南北
side-ew = 東西
side-long-ns = 南北方
side-long-ew = 東西方
vulnerability-none = 雙無
vulnerability-ns = 南北
vulnerability-ew = 東西
vulnerability-both = 雙有

## 花色（用於句中）

suit-clubs = 梅花
suit-diamonds = 方塊
suit-hearts = 紅心
suit-spades = 黑桃
suit-plural-clubs = 梅花
suit-plural-diamonds = 方塊
suit-plural-hearts = 紅心
suit-plural-spades = 黑桃

## 叫品。叫價以花色符號表示（1♥），以下為其餘叫品。

call-pass = 派司
call-double = 賭倍
call-redouble = 再賭倍
strain-notrump = 無王

## 合約：$bid 如 4♥，$doubling 為空白、X 或 XX。

contract = { $declarer }主打{ $bid }{ $doubling }

## 違序叫牌時，應叫牌者與違規者之關係。

turn-of-partner = 同伴
turn-of-rho = 右敵家
turn-of-lho = 左敵家

## 違常：每個 IrregularityKind 一句，鍵為 kind.key()。
## 每句皆可使用 $offender（座位）與 $law（適用條文）。

irregularity-card-exposed-during-auction =
    { $offender }於叫牌階段{ $action ->
        [led] 攻出
       *[exposed] 暴露
    }牌張{ $card }
irregularity-change-of-call = { $offender }在左敵家叫牌前更改叫品：{ $original }改為{ $replacement }
irregularity-insufficient-bid = { $offender }叫{ $bid }，未能超越{ $last_bid }：不足叫價
irregularity-premature-replacement = { $offender }在裁判裁決前即以{ $replacement }更換不足叫價{ $insufficient }：過早更換叫牌
irregularity-pass-out-of-rotation = { $offender }違序派司：當時輪到{ $turn }（其{ $relation }）叫牌
irregularity-bid-out-of-rotation = { $offender }違序叫價{ $bid }：當時輪到{ $turn }（其{ $relation }）叫牌
irregularity-double-out-of-rotation = { $offender }違序{ $call }：當時輪到{ $turn }（其{ $relation }）叫牌
irregularity-inadmissible-double =
    { $offender }{ $rotation ->
        [in] {""}
       *[out] 違序
    }作出不能成立之{ $call }（{ $rule }）
irregularity-call-while-required-to-pass = { $offender }違反強制派司，叫出{ $call }（{ $obligation }）
irregularity-bid-above-seven = { $offender }叫{ $bid }：超過七線之叫價
irregularity-call-after-final-pass = { $offender }在結尾派司後又叫{ $call }
irregularity-unintended-call = { $offender }表示其{ $call }為非意圖之叫品，原意為{ $intended }
irregularity-face-down-lead-out-of-turn = { $offender }以牌面朝下攻出{ $card }，但應由{ $leader }首攻
irregularity-opening-lead-out-of-turn = { $offender }違序首攻並亮出{ $card }，但應由{ $leader }首攻
irregularity-declaring-side-opening-lead = { $offender }屬莊家一方，卻試圖以{ $card }首攻；應由{ $leader }首攻
irregularity-declarer-lead-out-of-turn = { $card }自{ $offender }手中攻出，但應由{ $leader }攻牌
irregularity-defender-lead-out-of-turn = { $offender }違序攻出{ $card }；應由{ $leader }攻牌
irregularity-proper-lead-after-lead-out-of-turn = 輪到攻牌的{ $offender }在違序攻牌{ $irregular_lead }之後，以{ $card }作正確攻牌
irregularity-premature-lead-or-play =
    { $offender }在同伴打出本磴之前過早{ $action ->
        [lead] 攻出
       *[play] 打出
    }{ $card }
irregularity-play-at-rho-turn = { $offender }在輪到右敵家時打出{ $card }
irregularity-declarer-premature-play = { $card }在未輪到時即自{ $offender }手中打出
irregularity-card-added-to-trick = { $offender }在已出過牌的牌磴再打出{ $card }
irregularity-revoke = { $offender }在第 { $trick } 磴打出{ $card }，但手中仍有{ $suit }：應跟未跟
irregularity-prohibited-lead = { $offender }在第 { $trick } 磴攻出{ $card }，即莊家依{ $rule }禁止攻出的{ $suit }，而手中仍有其他花色：應跟未跟
irregularity-restriction-breached = { $offender }在第 { $trick } 磴打出{ $card }，違反莊家所選之限制（{ $source }），而其本可遵守：應跟未跟
irregularity-penalty-card-not-played = { $offender }在第 { $trick } 磴打出{ $card }，而未打出罰張{ $penalty_card }
irregularity-declarer-exposed-card = { $card }自{ $offender }手中暴露
irregularity-defender-exposed-card = { $offender }暴露牌張{ $card }
irregularity-dummy-indicated-card = 夢家（{ $offender }）未經莊家要求即指示{ $card }
irregularity-dummy-drew-attention = 夢家（{ $offender }）於打牌階段提示違常
irregularity-simultaneous-cards = { $offender }同時打出多張牌且可看到牌面（{ $cards }）：須指定所欲打出之牌張

## 違常之現況：每個 Status 一句。

status-unnoticed = 尚無人提示此違常
status-awaiting-director = 牌桌等待裁判處理
status-awaiting-director-acceptor = 牌桌等待裁判處理；{ $acceptor }
status-awaiting-finding-accepted-or-own-turn = 裁判須查明該叫品是接受違序叫品（{ $accept_law }），還是視同正序之叫牌（{ $turn_law }）
status-awaiting-finding-unintended = 裁判須判定原叫品是否為非意圖之叫品（{ $law }）
status-awaiting-finding-replacement-class = 裁判須依{ $law }裁定替換叫品屬於何種情形
status-awaiting-finding-comparable = 裁判須裁定替換叫品是否為所撤回叫品之比擬叫品（{ $law }）
status-condoned = 已接受（{ $law }）
status-established = 已確立（{ $law }）；打牌結束後適用{ $after }
status-cancelled = 已取消（{ $law }）
status-review-at-end-of-play = 繼續打牌；打牌結束後由裁判判斷是否受到損害、須否判給調整得分
status-follow-up = 已取消；後續處理視違規者下一次叫品而定
status-rectified = 已矯正（{ $law }）

## 等待裁判時，何人得接受該違常。

acceptor-lho = { $seat }得接受之（{ $law }）
acceptor-declarer-options = 由莊家在{ $law }之選項中擇一
acceptor-declarer = 莊家得接受之（{ $law }）
acceptor-defenders = 任一防家得接受之（{ $law }）

## 裁判說明之選項（第 10C1 條）：由誰選擇、如何選擇、其後果。

option-line =
    { $who }{ $action } → { $effect }（{ $law }）{ $suggested ->
        [yes] [建議]
       *[no] {""}
    }
chooser-director = 裁判
option-accept = 接受
option-decline = 不接受
option-call = 叫牌
option-call-sufficient-or-pass = 作充分叫價或派司
option-rule = 裁定：{ $ruling }
option-prohibit-lead = 禁止一種花色或不禁止
option-spread-hand = 攤下手牌
option-play-option = 選擇：所攻花色之最大或最小牌，或指定須打出或不得打出之花色
option-withdraw-call = 撤回其叫品
option-keep-call = 維持其叫品

## 裁判之裁決（Event::Director）

ruling-caller-accepted = 其意在接受該叫品
ruling-caller-own-turn = 其意在依自己的輪次叫牌
ruling-unintended = 該叫品為非意圖之叫品
ruling-intended = 該更改係出於意圖
ruling-replacement-lowest = 同一名目之最低充分叫價
ruling-replacement-comparable = 比擬叫品
ruling-replacement-neither = 皆非
ruling-comparable = 屬比擬叫品
ruling-not-comparable = 非比擬叫品
ruling-specified-suits = { $seat }已表示{ $suits }
ruling-misinformation = { $seat }方提供了錯誤訊息
ruling-claim-award = 主張方獲得剩餘牌磴中的 { $tricks } 磴

## 選項之後果：effect- 加上引擎的後果鍵。

effect-ib-accepted = 不足叫價成立，叫牌繼續
effect-ib-must-be-replaced = 違規者須替換該叫價，後續處理視替換叫品而定
effect-ib-replaced-lowest-same-denomination = 若為同一名目之最低充分叫價：不再矯正
effect-ib-replaced-comparable = 若為比擬叫品：不再矯正
effect-ib-replaced-other-partner-barred = 其他充分叫價或派司：同伴須於叫牌剩餘過程中一律派司，並可能有攻牌限制
effect-ib-replaced-double-not-comparable = 非比擬叫品之賭倍或再賭倍予以取消，其後同上
effect-ib-replaced-insufficient-again = 再一次的不足叫價得被接受；若不接受，同上
effect-ib-replace-sufficient-or-pass = 同伴須於叫牌剩餘過程中一律派司，並可能有攻牌限制
effect-change-accepted = 替換之叫品成立
effect-change-cancelled = 替換之叫品取消，原叫品成立
effect-oor-accepted = 該叫品成立；被跳過的賽員喪失該輪叫牌
effect-oor-pass-rho-must-pass = 取消；違規者下一輪須派司
effect-oor-pass-partner-comparable = 取消；同伴可自由叫牌；若違規者下一次叫品非比擬叫品，同伴須派司一次
effect-oor-bid-rho = 取消；若下一位賽員派司，違規者重複其叫價；否則比照比擬叫品處理
effect-oor-bid-partner-comparable = 取消；若違規者下一次叫品非比擬叫品，同伴須派司一次，並可能有攻牌限制
effect-oor-double-rho = 取消；若下一位賽員派司，違規者重複該叫品；否則比照比擬叫品處理
effect-oor-double-partner-comparable = 取消；若違規者下一次叫品非比擬叫品，同伴須派司一次
effect-oor-cancelled-own-turn = 違序叫品取消，不予矯正
effect-substitute-legal-call = 任一合法叫品；同伴須於叫牌剩餘過程中一律派司
effect-opening-lead-accepted = 該攻牌成立；莊家接著由自己手中出牌，夢家亮出手牌
effect-lead-accepted = 該攻牌成立
effect-declarer-becomes-dummy = 其成為夢家，其同伴成為莊家；該攻牌成立
effect-lead-refused-penalty-card = 該牌張成為重罰張，由正確之賽員攻牌（其後莊家或可行使{ $option_law }之選項）
effect-declarer-lead-retracted = 該牌張收回，改由正確之手牌攻牌
effect-illegal-card-accepted = 該牌張成立，罰張仍保留
effect-penalty-card-substituted = 改打出罰張；違規打出之牌張成為重罰張
effect-partner-play-restricted = 違規者之牌張成為重罰張；其同伴依莊家之要求出牌
effect-unintended-call-replaced = 以原意圖之叫品替換，且無攻牌限制
effect-intended-change = 左敵家得接受替換之叫品
effect-unintended-claim-refused = 該叫品成立，不得更改
effect-lho-call-withdrawn = 其叫品撤回並重新叫牌；對另一方為非法訊息
effect-lho-call-stands = 其叫品成立，叫牌繼續
effect-no-further-rectification = 不再矯正（打牌結束後裁判仍得調整得分）
effect-partner-passes-rest-lead-restriction = 同伴須於叫牌剩餘過程中一律派司，並可能有攻牌限制
effect-double-cancelled-partner-barred = 替換之叫品取消；同伴須一律派司；違規者須作充分叫價或派司
effect-partner-passes-next-lead-restriction = 同伴下一輪須派司，並可能有攻牌限制
effect-lead-restriction = 莊家得於同伴首次攻牌時禁止一種花色
effect-unknown = 請參照該條文

## 義務、攻牌限制、罰張、訊息與待審事項

auction-substituted-passes = （* 依橋規代為派司或視為已派司：{ $laws }）
obligation-pass-rest = { $seat }須於叫牌剩餘過程中一律派司（{ $law }）。
obligation-pass-next = { $seat }下一輪須派司（{ $law }）。
obligation-repeat = { $seat }須重複叫{ $call }（{ $laws }）。
lead-restriction-line = 攻牌限制：{ $text }。
lead-restriction-pending = 莊家得於{ $partner }首次輪到攻牌時禁止一種花色（{ $law }；違規者為{ $offender }）
lead-restriction-forbidden = 莊家禁止{ $partner }攻出{ $suit }（{ $law }）
lead-restriction-none = 莊家未禁止{ $partner }攻出任何花色（{ $law }）
penalty-card-line =
    罰張：{ $seat }的{ $card }（{ $kind ->
        [major] 重罰張
       *[minor] 輕罰張
    }，{ $law }）。
unauthorized-line = 對{ $side }為非法訊息：{ $what }（{ $law }）。
info-withdrawn-call = { $seat }撤回之{ $call }
info-exposed-card = { $seat }暴露之{ $card }
review-line = 打牌結束後待裁判處理：{ $items }。

## 牌與牌桌（tenace table、tenace deal）

board-header = 第 { $number } 牌    發牌人 { $dealer }    身價 { $vulnerability }
pbn-deal = PBN 牌局：{ $deal }
deal-seed = 種子：{ $seed }
mode-line = 模式：{ $mode }
mode-auto-director = 自動裁判
mode-table = 牌桌
heading-auction = 叫牌
heading-play = 打牌
heading-irregularities = 違常
contract-line = 合約：{ $contract }
trick-won-by = 由{ $seat }贏得
tricks-won = 贏磴：南北 { $ns }，東西 { $ew }
faced-cards = 已亮出但尚未打出之牌張：{ $cards }
list-separator = 、
irregularity-line = [{ $number }] { $law } — { $what }。現況：{ $status }。
waiting-line = 等待裁判：[{ $number }] { $law } — { $what }。
result-line = 結果：{ $result }
next-call = 輪到{ $seat }叫牌。
next-lead-option = 輪到{ $leader }攻牌；須先由莊家{ $declarer }行使其選項（{ $law }）：要求或禁止一種花色，或兩者皆不。
next-opening-lead = 叫牌結束，輪到{ $seat }首攻。
next-play = 輪到{ $seat }出牌。
next-claim = { $seat }已主張或承讓，打牌暫停；由對方同意或提出異議（{ $law }）。
next-board-over = 本牌已結束。
unknown-seat = ？

## 一副牌的結果。$ns 與 $ew 為帶正負號的得分（+420、-420）。

result-contract = { $contract }：{ $tricks } 磴，{ $how }。得分：南北 { $ns }，東西 { $ew }
result-made-exactly = 剛好成約
result-made-over = 成約，另有 { $over } 超磴
result-down = 倒約 { $under } 磴
result-passed-out = 四家皆派司。得分：0
# 有第 64 條牌磴轉移時。
result-contract-transfers = { $contract }：打牌贏得 { $in_play } 磴；{ $transfers }；計 { $tricks } 磴，{ $how }。得分：南北 { $ns }，東西 { $ew }
result-transfer = 因應跟未跟 [{ $number }] 轉移 { $tricks } 磴予{ $side }（{ $law }）
result-no-transfer = 應跟未跟 [{ $number }] 不轉移牌磴（{ $law }）
transfer-separator = ；
result-subject-to-director = { $result }（尚待裁判就上述違常裁決）

## 示範的逐步講解（tenace demo）

comment-irregular = { $law }：{ $what }
comment-chose = { $law }：莊家之選項
comment-settled =
    { $law }：此舉{ $action ->
        [cancels] 取消
       *[accepts] 接受
    }違常 [{ $number }]
demo-title = Tenace — 以軟體實現的複式橋藝規則
demo-intro =
    本牌在實體牌桌上進行（牌桌模式）：違常在有人提示之前一直有效，
    其後的行動可能使其被接受或確立。
demo-contract = 合約為{ $contract }，由{ $leader }首攻。
demo-trick = 第 { $number } 磴：
demo-director-heading = 本牌結束時向裁判報告的事項
demo-auto-intro = 同一個不足叫價在自動裁判模式下，牌桌會立即停止：
demo-waiting = 等待裁判：{ $law } — { $what }。
demo-now = 現況：{ $status }。
demo-could-not-run = （無法執行：{ $error }）
demo-failed = 內建示範無法執行：{ $error }
demo-stopped = 示範中止：{ $error }
demo-try = 可用 `tenace table 檔案` 執行你自己的牌桌腳本（docs/table-script.md）。

## 命令列錯誤

error-line = 錯誤：{ $message }

## 主張與承讓（第 68 至 71 條）。
claim-line-claim = 主張：{ $seat }主張剩餘 { $remaining } 磴中的 { $tricks } 磴{ $statement }。
claim-line-concede = 承讓：{ $seat }承讓剩餘 { $remaining } 磴中的 { $tricks } 磴{ $statement }。
claim-statement = ，並說明「{ $text }」
claim-no-statement = ，未作說明
claim-now = 目前：{ $status }。
claim-status-pending = 打牌暫停，待對方同意或提出異議
claim-status-agreed = 已同意（{ $law }），主張方得其中 { $tricks } 磴
claim-status-contested = 有異議，由裁判裁定（{ $law }）
claim-status-awarded = 裁判判給主張方其中 { $tricks } 磴（{ $law }）
claim-status-void = 因同伴立即反對而不成立（{ $law }），繼續打牌
claim-proposal = Tenace 建議判給主張方剩餘 { $remaining } 磴中的 { $tricks } 磴（{ $law }；雙明手：{ $dd }）。打法如下：
claim-play-forced = 第 { $trick } 磴：{ $seat } { $card }（唯一可出之牌）
claim-play-stated = 第 { $trick } 磴：{ $seat } { $card }（依說明第 { $step } 步）
claim-play-normal = 第 { $trick } 磴：{ $seat } { $card }
claim-play-careless = 第 { $trick } 磴：{ $seat } { $card }，為最不利之正常打法；出 { $best } 可多得 { $cost } 磴（{ $law }）
claim-play-defence = 第 { $trick } 磴：{ $seat } { $card }，為防家最佳打法（{ $law }）
claim-trick-won = ，由{ $seat }贏得
claim-none = 此腳本中沒有主張或承讓
dd-title = 雙明手分析：各莊家在各王牌花色可得之磴數
dd-par = 標準分：南北 { $score }（{ $contracts }）

## 記分報表（tenace matchpoints、tenace imps-field）。數字已先排好格式；
## 附註中的條文編號（$clause）不加「第…條」，與英文「(12C1)」一致。

report-title-event = { $title }：{ $event }
report-matchpoints = 序分記分
report-matchpoints-setup = 計分表 { $scale }，換算法：{ $factoring }，每副牌以 { $scores } 個成績為準
report-factoring-neuberg = Neuberg 公式
report-factoring-proportional = 按比例
report-factoring-none = 不換算
report-imps = 國際序分（{ $method }）
report-method-butler = Butler 制
report-method-cross = 交叉比較
report-board = 第 { $board } 副牌
report-board-in-session = 第 { $session } 節，第 { $board } 副牌
report-board-fouled = { $board }（錯亂牌，第 { $group } 組）
report-vul = 身價 { $vul }
report-top = 滿分 { $top }
report-datum = 基準 { $datum }
report-col-ns = 南北
report-col-ew = 東西
report-col-result = 結果
report-col-score = 得分
report-col-ns-mp = 南北序分
report-col-ew-mp = 東西序分
report-col-ns-percent = 南北 %
report-col-ew-percent = 東西 %
report-col-ns-imps = 南北國際序分
report-col-ew-imps = 東西國際序分
report-col-note = 附註
report-col-pair = 組
report-col-board = 牌
report-col-penalty = 罰分
report-col-mp = 序分
report-col-imps = 國際序分
report-col-reason = 原因
report-col-rank = 名次
report-col-boards = 副數
report-col-net = 淨分
report-col-top = 滿分
report-col-percent = %
report-col-per-board = 每副平均
report-note-assigned = 指派結果調整得分（{ $clause }）
report-note-split = 雙方分別調整（{ $clause }）
report-note-not-scored = 不予計分（{ $clause }）
report-note-artificial = 人為調整得分 { $given }（{ $clause }）
report-note-artificial-percent = 人為調整得分 { $given } = { $percent }%（{ $clause }）
report-note-table = 牌桌成績
report-note-sides = 南北：{ $ns }／東西：{ $ew }
report-word-weighted = 加權
report-word-assigned = 指派
report-word-split = 分別調整
report-word-ns = 南北
report-word-ew = 東西
report-word-pass = 派司
report-penalty-mp = { $amount } 序分
report-penalty-top = 滿分之 { $amount }%
report-penalty-imps = { $amount } 國際序分
report-penalty-vp = { $amount } 勝分
report-penalties = 程序性罰分（{ $law }）
report-ranking = 名次（{ $group }）
report-all-pairs = 全部參賽組

## 盤式橋牌與芝加哥制計分表（tenace rubber）

rubber-title-rubber = 盤式橋牌（2014 年盤式橋牌規則，RB 72-81）
rubber-title-chicago = 芝加哥制（每盤四副牌，2014 年盤式橋牌規則附錄 4）
rubber-we = 我方
rubber-they = 對方
rubber-we-they = 我方 = { $we }，對方 = { $they }
rubber-column = { $column }（{ $side }）
rubber-schedule = 第 { $deal } 副：發牌人 { $dealer }，有身價：{ $vul }
rubber-vul-none = 無
rubber-vul-ns = 南北
rubber-vul-ew = 東西
rubber-vul-both = 雙方
rubber-game-line = 第 { $number } 局成局：{ $winner }
rubber-running-total = 目前合計
rubber-total = 合計
rubber-entry = { $label } { $points }
rubber-entry-below = { $label }（記於線下）
rubber-entries-of-side = { $side } { $items }
rubber-group-separator = ；
rubber-entry-trick-points = 牌磴分數
rubber-entry-overtricks = 超磴
rubber-entry-doubled-bonus = 賭倍成約獎分
rubber-entry-slam = 滿貫獎分
rubber-entry-honours = 大牌獎分
rubber-entry-undertricks = 不足磴罰分
rubber-entry-rubber-bonus = 盤局獎分
rubber-entry-unfinished-game = 未完盤局之成局
rubber-entry-unfinished-part-score = 未完一局之部分分數
rubber-entry-game-bonus = 成局
rubber-entry-fourth-deal-part-score = 第四副之部分分數
rubber-deals = 各副牌
rubber-col-deal = 副
rubber-col-dealer = 發牌人
rubber-col-vul = 身價
rubber-col-result = 結果
rubber-col-tricks = 贏磴
rubber-col-scored = 記分
rubber-passed-out = 四家皆派司
rubber-no-score = 不計分
rubber-no-score-deal-again = 不計分；由同一人再發牌
rubber-no-score-honours = 不計分（不計大牌獎分）
rubber-tricks-transferred = { $tricks }（因應跟未跟轉入 { $transferred } 磴）
rubber-tricks-transferred-to-defenders = { $tricks }（因應跟未跟轉予防家 { $transferred } 磴）
rubber-game-to = ；第 { $number } 局由{ $side }成局
rubber-corrected = （已更正，第 { $line } 行）
rubber-no-deals = （尚無）
rubber-unfinished = 盤局未完成（RB 80）：{ $entries }
rubber-complete =
    盤局結束：{ $winner }以二比{ $other ->
        [none] 零
       *[one] 一
    }贏得盤局（盤局獎分 { $bonus }）。
rubber-larger-total-wins = 總分較高的一方贏得此盤，即使所成之局較少（RB 74）。
rubber-stopped = 盤局未完即停止：成局數南北 { $games_ns }、東西 { $games_ew }；已加計 RB 80 之獎分。
rubber-in-progress = 盤局進行中：成局數南北 { $games_ns }、東西 { $games_ew }；部分分數南北 { $part_ns }、東西 { $part_ew }。
rubber-if-stopped = 若現在停止，依 RB 80 將加計：{ $entries }。
chicago-state-complete = 已結束
chicago-state-stopped = 於四副中第 { $played } 副後停止，分數照記（附錄 4 B）
chicago-state-in-progress = 進行中，四副已打 { $played } 副
chicago-summary = 芝加哥制{ $state }：成局數南北 { $games_ns }、東西 { $games_ew }。
rubber-totals = 總分：{ $we } { $we_total }（線上 { $we_above }，線下 { $we_below }），{ $they } { $they_total }（線上 { $they_above }，線下 { $they_below }）。
rubber-winner =
    { $side }{ $verb ->
        [lead] 領先
       *[win] 獲勝
    } { $margin } 分。
rubber-winner-rounded =
    { $side }{ $verb ->
        [lead] 領先
       *[win] 獲勝
    } { $margin } 分（依附錄 4 H2 取整至百位為 { $rounded }）。
rubber-totals-equal = 雙方總分相同。

## tenace check 與 tenace convert。問題的內容（$problem）由紀錄讀取器產生。

check-file = { $path }（{ $format }）
check-unknown-format = 格式不明
check-pos = 第 { $line } 行第 { $column } 欄
check-board = #{ $index } 牌號 { $board }（{ $pos }）
check-contract = ：{ $contract }
check-passed-out = 四家皆派司
check-contract-by = { $seat }主打 { $bid }
check-tricks-agree = ，{ $tricks } 磴（紀錄與重演相符）
check-tricks-differ = ，紀錄為 { $recorded } 磴，但重演得 { $replayed } 磴
check-tricks-recorded = ，紀錄為 { $tricks } 磴（未重演）
check-tricks-replayed = ，重演得 { $tricks } 磴
check-score = ，南北 { $score }
check-status-ok = 無誤
check-status-notes = 有附註
check-status-problems = 有問題
check-status-unreadable = 無法讀取
check-record = 紀錄：{ $problem }
check-irregularity = 違常：{ $problem }
check-note = 附註：{ $problem }
check-replay = 重演：{ $problem }
check-problem-at = { $pos }：{ $problem }
check-problem-law = { $problem } [{ $law }]
check-summary = 共 { $boards } 副牌：{ $ok } 副無誤，{ $notes } 副有附註，{ $problems } 副有問題，{ $unreadable } 副無法讀取；結果相符 { $agree } 副，不符 { $differ } 副
convert-summary = { $input }（{ $from }）-> { $output }（{ $to }）：讀入 { $read } 副，寫出 { $written } 副
convert-skipped = 略過：{ $what }
convert-not-carried = 未能轉入：{ $what }
