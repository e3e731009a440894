### Tenace 訊息目錄：繁體中文（zh-TW）。
###
### 術語一律採用 2017 複式橋藝規則中文版之正式用語，彙整於 docs/glossary.md。
### 每個鍵都必須與 ../en/tenace.ftl 對應，且使用相同的變數。
### 條文引用一律寫作「第 27A1 條」（見 law-ref）。

## 條文引用。$clause 為條文編號，例如 27A1。

law-ref = 第 { $clause } 條
# 2014 年橋牌盤式規則的條文；$clause 不含 "RB " 前綴：27C。
law-ref-rubber = 橋牌盤式規則第 { $clause } 條
# 橋牌盤式規則第八部分之俱樂部規則（設有仲裁人）；$clause 不含 "CL " 前綴：69。
law-ref-club = 橋牌盤式俱樂部規則第 { $clause } 條
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
irregularity-incorrect-number-of-cards = { $offender }持有超過13張牌，{ $under }不足13張
irregularity-missing-card = { $offender }的手牌缺少一張牌
irregularity-cards-from-wrong-board = { $offender }持取自錯誤之牌的牌張叫牌
irregularity-wrong-board-in-play = 叫牌開始後發現本桌所打之牌並非本輪應打之牌
irregularity-face-down-lead-out-of-turn = { $offender }以牌面朝下攻出{ $card }，但應由{ $leader }首攻
irregularity-opening-lead-out-of-turn = { $offender }違序首攻並亮出{ $card }，但應由{ $leader }首攻
irregularity-declaring-side-opening-lead = { $offender }屬莊家一方，卻試圖以{ $card }首攻；應由{ $leader }首攻
irregularity-declarer-lead-out-of-turn = { $card }自{ $offender }手中攻出，但應由{ $leader }攻牌
irregularity-defender-lead-out-of-turn = { $offender }違序攻出{ $card }；應由{ $leader }攻牌
irregularity-proper-lead-after-lead-out-of-turn = 輪到攻牌的{ $offender }在違序攻牌{ $irregular_lead }之後，以{ $card }作正確攻牌
irregularity-second-lead-by-proper-leader = 輪到攻牌的{ $offender }在同伴違序攻出{ $irregular_lead }之後，亦攻出{ $card }
irregularity-claim-play-rejected = 在主張遭異議後繼續打牌時，{ $offender }打出的{ $card }應對方要求收回
irregularity-claim-trumps-breached = 防家已要求{ $offender }{ $choice ->
    [draw] 肅清
   *[leave] 不得肅清
  }尚未出完的王牌，{ $offender }卻攻出{ $card }
irregularity-premature-lead-or-play =
    { $offender }在同伴打出本磴之前過早{ $action ->
        [lead] 攻出
       *[play] 打出
    }{ $card }
irregularity-play-at-rho-turn = { $offender }在輪到右敵家時打出{ $card }
irregularity-declarer-premature-play = { $card }在未輪到時即自{ $offender }手中打出
irregularity-play-before-required-lead = 莊家須收回從錯誤手攻出之牌後、尚未自正確手攻牌前，{ $offender }即打出{ $card }
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
irregularity-omitted-play = { $offender }未打牌至第 { $trick } 磴，該磴於缺少其牌張之情況下收回：瑕疵牌磴
irregularity-dummy-limit-breached = 夢家（{ $offender }）違反對夢家之限制：與莊家交換座位、離座觀看莊家打牌或觀看防家之牌
irregularity-dummy-wrong-card = 夢家（{ $offender }）打出{ $card }，但莊家指定的是{ $named }
irregularity-extra-card-on-trick = { $offender }的{ $card }與其打出之牌一同置入第 { $trick } 磴：打出過多牌張（瑕疵牌磴）

## 違常之現況：每個 Status 一句。

status-unnoticed = 尚無人提示此違常
status-awaiting-director = 牌桌等待裁判處理
status-awaiting-director-acceptor = 牌桌等待裁判處理；{ $acceptor }
status-awaiting-finding-accepted-or-own-turn = 裁判須查明該叫品是接受違序叫品（{ $accept_law }），還是視同正序之叫牌（{ $turn_law }）
status-awaiting-finding-unintended = 裁判須判定原叫品是否為非意圖之叫品（{ $law }）
status-awaiting-finding-replacement-class = 裁判須依{ $law }裁定替換叫品屬於何種情形
status-awaiting-finding-comparable = 裁判須裁定替換叫品是否為所撤回叫品之比擬叫品（{ $law }）
status-awaiting-finding-deal-correctable = 裁判須裁定該牌局能否更正後繼續進行（{ $law }）
status-awaiting-finding-artificial-score = 無法取得結果：裁判須判給人為調整得分（{ $law }）
status-awaiting-finding-lead-or-follow = 裁判須查明該牌張意在攻牌（{ $lead_law }），還是跟打違序之攻牌（{ $follow_law }）
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
option-designate = 指定所欲打出之牌張
option-place-card = 將一張牌置入其已打出之牌張中
option-withdraw-call = 撤回其叫品
option-keep-call = 維持其叫品

## 裁判之裁決（Event::Director）

ruling-caller-accepted = 其意在接受該叫品
ruling-caller-own-turn = 其意在依自己的輪次叫牌
ruling-lead-intended = 其意在攻牌
ruling-follow-intended = 其意在跟打違序之攻牌
ruling-unintended = 該叫品為非意圖之叫品
ruling-intended = 該更改係出於意圖
ruling-replacement-lowest = 同一名目之最低充分叫價
ruling-replacement-comparable = 比擬叫品
ruling-replacement-neither = 皆非
ruling-comparable = 屬比擬叫品
ruling-not-comparable = 非比擬叫品
ruling-specified-suits = { $seat }已表示{ $suits }
ruling-deal-correctable = 該牌局可更正後繼續進行
ruling-deal-not-correctable = 該牌局無法更正後繼續進行
ruling-card-seen = 已有他家的牌張被看見：繼續進行，裁判可調整得分
ruling-surplus-card = 在{ $seat }手牌中發現的多餘牌張予以移除{ $played ->
        [yes] （該牌曾打入一磴：裁判可調整得分）
       *[no] （該牌未曾打入任何一磴）
    }
ruling-missing-card-found = { $card }{ $place ->
        [played] 在已打出的牌張中找到：屬缺陷牌磴
        [lost] 未能找到：重建牌局
       *[elsewhere] 在他處找到，歸還原手牌
    }
ruling-wrong-board-found = 正在進行錯誤之牌：{ $before ->
        [yes] 本桌已有牌手打過此牌
       *[no] 本桌無人打過此牌
    }
ruling-redeal = 該牌須重新發牌
ruling-self-rectification-upheld = 牌手自行所作之更正予以維持
ruling-self-rectification-undone = 牌手自行所作之更正予以取消：由裁判矯正
ruling-artificial-score = 人為調整得分：南北方{ $ns }，東西方{ $ew }
score-average-plus = 平均加
score-average = 平均
score-average-minus = 平均減
ruling-artificial =
    第 { $number } 個叫品為人為叫品，{ $any ->
        [no] 未表示任何花色
       *[yes] 表示{ $suits }
    }
ruling-misinformation = { $seat }方提供了錯誤訊息
ruling-waive = 應非違規方之請求免除糾正
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
effect-oor-pass-artificial-rho = 取消（人為派司，或對人為叫品之派司）；若下一位賽員派司，違規者再次派司；否則比照比擬叫品處理
effect-oor-bid-partner-comparable = 取消；若違規者下一次叫品非比擬叫品，同伴須派司一次，並可能有攻牌限制
effect-oor-double-rho = 取消；若下一位賽員派司，違規者重複該叫品；否則比照比擬叫品處理
effect-oor-double-partner-comparable = 取消；若違規者下一次叫品非比擬叫品，同伴須派司一次
effect-oor-cancelled-own-turn = 違序叫品取消，不予矯正
effect-substitute-legal-call = 任一合法叫品；同伴須於叫牌剩餘過程中一律派司
effect-opening-lead-accepted = 該攻牌成立；莊家接著由自己手中出牌，夢家亮出手牌
effect-lead-accepted = 該攻牌成立
effect-proper-lead-stands = 該牌張為本墩之攻牌；違序之攻牌收回（防家之牌成為重罰張）
effect-declarer-becomes-dummy = 其成為夢家，其同伴成為莊家；該攻牌成立
effect-lead-refused-penalty-card = 該牌張成為重罰張，由正確之賽員攻牌（其後莊家或可行使{ $option_law }之選項）
effect-declarer-lead-retracted = 該牌張收回，改由正確之手牌攻牌
effect-illegal-card-accepted = 該牌張成立，罰張仍保留
effect-penalty-card-substituted = 改打出罰張；違規打出之牌張成為重罰張
effect-partner-play-restricted = 違規者之牌張成為重罰張；其同伴依莊家之要求出牌
effect-rb-partner-play-restricted = 其同伴須打出所攻花色中最大或最小之牌，或不得打出莊家指定之某一花色；違規者之牌並非罰張，除非在過早攻牌後由其同伴贏得該磴
effect-rb62-partner-card-named = 違規者之同伴須打出莊家（以花色）指定之兩張牌中的一張
effect-rb62-partner-chooses = 違規者之同伴可打出任一張牌；收回之牌張對其為未經授權之資訊
effect-designated-card-played = 打出其所指定之牌張；防家其他可看到牌面之牌張成為罰張
effect-other-card-meant-penalty-cards = 若其原意為另一張牌，所有可看到牌面之牌張均成為重罰張
effect-omitted-card-placed = 若有所攻花色須置入該花色；該磴之歸屬不變；視為應跟未跟：移轉一磴
effect-unintended-call-replaced = 以原意圖之叫品替換，且無攻牌限制
effect-intended-change = 左敵家得接受替換之叫品
effect-unintended-claim-refused = 該叫品成立，不得更改
effect-lho-call-withdrawn = 其叫品撤回並重新叫牌；對另一方為非法訊息
effect-lho-call-stands = 其叫品成立，叫牌繼續
effect-deal-corrected-calls-stand = 牌局更正後繼續進行，叫品不得更改；打牌結束後裁判得調整得分
effect-no-result-adjusted-score = 該牌無法進行；裁判判給調整得分
effect-board-ends-artificial-score = 該牌以此人為調整得分結束
effect-no-further-rectification = 不再矯正（打牌結束後裁判仍得調整得分）
effect-partner-passes-rest-lead-restriction = 同伴須於叫牌剩餘過程中一律派司，並可能有攻牌限制
effect-double-cancelled-partner-barred = 替換之叫品取消；同伴須一律派司；違規者須作充分叫價或派司
effect-partner-passes-next-lead-restriction = 同伴下一輪須派司，並可能有攻牌限制
effect-lead-restriction = 莊家得於同伴首次攻牌時禁止一種花色
effect-unknown = 請參照該條文
# 2014 年橋牌盤式規則（規則組 Rubber2014、Rubber2014Club）。
effect-rb-no-penalty-withdrawn-call-unauthorized = 不予處罰；違規者的同伴不得利用被撤回的叫品
effect-rb-ib-double-cancelled-must-pass = 賭倍或再賭倍予以取消：違規者本輪派司，同伴須一律派司，並可能有攻牌罰則
effect-rb-oor-pass-offender-barred = 取消；違規者須一律派司，同伴下一輪不得賭倍或再賭倍
effect-rb-oor-partner-barred = 取消；同伴須一律派司，並可能有攻牌罰則
effect-rb-oor-bid-rho = 取消；若下一位賽員派司，違規者重複其叫價；否則違規者若再叫同一名目，同伴下一輪派司，若不然同伴須一律派司並可能有攻牌罰則
effect-rb-oor-double-rho = 取消；若下一位賽員派司，違規者重複之；若其叫價，同伴下一輪須派司，並可能有攻牌罰則
effect-rb-change-at-once-stands = 新叫品成立且不予處罰；若該叫品不合法，依適用於該叫品之規則處理
effect-rb-change-offender-chooses = 新叫品予以取消；違規者隨即選定本輪之叫品：原叫品（同伴下一輪派司）或另一合法叫品（同伴須一律派司），並可能有攻牌罰則
effect-rb-change-first-call-stands = 再叫原叫品：該叫品成立，同伴下一輪須派司，並可能有攻牌罰則
effect-rb-change-another-call = 任一其他合法叫品：取代原叫品，同伴須一律派司，並可能有攻牌罰則
effect-rb-substitute-legal-call = 任一合法叫品；同伴須一律派司，莊家得於同伴首次攻牌時禁止一種花色

## 義務、攻牌限制、罰張、訊息與待審事項

auction-substituted-passes = （* 依橋規代為派司或視為已派司：{ $laws }）
obligation-pass-rest = { $seat }須於叫牌剩餘過程中一律派司（{ $law }）。
obligation-pass-next = { $seat }下一輪須派司（{ $law }）。
obligation-repeat = { $seat }須重複叫{ $call }（{ $laws }）。
lead-restriction-line = 攻牌限制：{ $text }。
lead-restriction-pending = 莊家得於{ $partner }首次輪到攻牌時禁止一種花色（{ $law }；違規者為{ $offender }）
lead-restriction-pending-require-or-forbid = 莊家得於{ $partner }首次輪到攻牌時要求其攻出{ $suit }，或禁止其攻出{ $suit }（{ $law }；違規者為{ $offender }）
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
info-card-replaced = { $seat }手牌中一張牌之補入
review-line = 打牌結束後待裁判處理：{ $items }。
review-line-rubber = 打牌結束後由賽員處理（違規方應彌補所造成的損害）：{ $items }。
review-line-club = 打牌結束後待仲裁人處理：{ $items }。

## 牌與牌桌（tenace table、tenace deal）

board-header = 第 { $number } 牌    發牌人 { $dealer }    身價 { $vulnerability }
pbn-deal = PBN 牌局：{ $deal }
deal-seed = 種子：{ $seed }
deal-rubber-script = 已洗牌、於第 { $cut } 張切牌，並自發牌人左手起逐張發出（{ $law }）。若要打這副牌，牌桌腳本請以下列各行開頭：
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
claim-status-played-on = 無效：四位賽員同意繼續打牌，本牌以實際打出之結果計分（{ $law }）
claim-status-contested-arbiter = 有異議；由仲裁人裁決（{ $law }）
claim-status-playing-on = 有異議，主張不成立：以下各家攤牌繼續打牌：{ $faced }（{ $law }）
claim-trumps-draw = 防家要求莊家肅清尚未出完的王牌（{ $law }）。
claim-trumps-leave = 防家要求莊家不得肅清尚未出完的王牌（{ $law }）。
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
report-method-butler = 巴特勒制
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

## 牌桌拒絕的動作（ActionError）與牌桌腳本錯誤。座位以單字表示（北、東、南、西），
## 訊息中寫作「{ $seat }家」；$number 為違常在牌桌畫面中的編號。

error-action-card-not-held = { $seat }家手中沒有 { $card }（該張牌在{ $holder }家手中）
error-action-already-played = { $card } 已於第 { $trick } 磴打出
error-action-board-over = 本牌已結束，不能再叫牌或出牌
error-action-auction-period-over = 首攻已亮出，叫牌階段已經結束
error-action-awaiting-director = 牌桌正在等待裁判（{ $law }，違常 [{ $number }]）；此時只能接受違常或由裁判裁決
error-action-no-dummy = 首攻亮出之前尚無夢家
error-action-not-dummys-card = { $card } 不在夢家手中
error-action-not-time-for-face-down-lead = 牌面朝下的首攻只能在叫牌結束後、首攻亮出前為之
error-action-already-led-face-down = { $seat }家已將 { $card } 牌面朝下攻出
error-action-face-down-lead-differs = { $seat }家已將 { $face_down } 牌面朝下攻出，必須亮出該張；唯有裁判可准其更換（{ $law }）
error-action-nothing-to-accept = 沒有可由{ $seat }家接受的違常
error-action-not-entitled-to-accept = { $seat }家無權接受此違常（{ $law }）；有權接受者為{ $entitled }
error-action-nothing-to-waive = 沒有待處理之違規可由裁判免除糾正（{ $law }）
error-action-nothing-to-draw-attention-to = 尚未發生任何可提示的違常
error-action-no-question-pending = 裁判並未被問到這個問題
error-action-nothing-to-decline = 沒有可由{ $seat }家拒絕接受的違常
error-action-call-not-allowed = { $seat }家現在不得叫 { $call }：依{ $law }，只能以充分叫價或派司替代
error-action-must-repeat = { $seat }家必須再叫一次{ $call }（{ $laws }）
error-action-no-lead-right = 對{ $seat }家一方並無待處理之{ $law }攻牌限制
error-action-awaiting-lead-choice = 莊家{ $seat }家須先行使其攻牌選項（{ $law }）
error-action-no-lead-option = 目前沒有可行使的{ $law }選項；此選項只屬於莊家，並在違規者同伴首次輪到攻牌時行使
error-action-suit-specified = 違規者已在合法叫牌中指名{ $suit }，不得禁止此花色（{ $law }）
error-action-no-right-to-change = { $seat }家無權更改叫品（須裁判認定有錯誤訊息後方可，{ $law }）
error-action-nothing-to-alert = { $seat }家的同伴並無需要提醒的叫品
error-action-nothing-to-explain = { $seat }家的同伴並無需要解釋的叫品
error-action-no-call-to-correct = { $seat }家已無可作為非意圖之叫品而更正的叫品：其同伴其後已叫牌、並無該叫品，或為同一叫品（{ $law }）
error-action-no-withdrawal-option = { $seat }家目前沒有可撤回的叫品（{ $law }）
error-action-must-accept = 莊家其後已出牌，必須接受該張牌（{ $law }）
error-action-claim-pending = 因主張而暫停打牌；接下來只能同意、提出異議或由裁判裁決（{ $law }）
error-action-no-claim-now = 只有在打牌階段才能主張或承讓
error-action-dummy-cannot-claim = 夢家不得主張或承讓
error-action-bad-statement = 無法解讀主張的說明：{ $message }
error-action-too-many-tricks = 主張 { $claimed } 磴，多於剩下的 { $remaining } 磴
error-action-no-claim-pending = 沒有待回應的主張或承讓
error-action-not-an-opponent-of-claimer = { $seat }家不是主張者的敵方
error-action-bad-lead-option = 莊家的攻牌選項無效：{ $why }
error-action-no-play-option = 目前沒有可行使的{ $law }選項；防家過早攻牌或出牌之後，才由莊家選擇
error-action-cannot-expose = { $seat }家此時不能亮出 { $card }：{ $why }
error-action-claim-play-on = 在主張遭異議後繼續打牌的過程中，{ $seat }家不能這樣做：{ $problem }
error-action-cards-mixed = 牌張已混合：為時已晚（{ $law }）
error-action-not-a-rubber-option = 橋牌盤式規則未給予莊家此一選項（{ $law }）
error-played-missing-file = `play` 之後須寫出該牌的牌桌腳本，例如 play deal1.table
error-rubber-cut = 切牌後每疊至少須有四張：自頂端取起 { $top } 張，剩下 { $bottom } 張
error-played-not-rubber = 該牌並非依橋牌盤式規則進行：請在 { $file } 中加上 `rules rubber`（或 `rules club`）
error-played-unfinished = { $file } 中的牌局尚未結束（打牌未完成，或仍有違常待處理）
error-played-no-result = { $file } 中的牌局沒有可計分的結果（無法取得結果）
claim-play-on-problem-no-play-on = 目前沒有因主張遭異議而繼續進行的打牌（{ $laws }）
claim-play-on-problem-not-entitled = 只有主張者的敵方可以這樣做
claim-play-on-problem-no-trump-outstanding = 防家手中已無王牌，或主張者並非莊家（{ $law }）
claim-play-on-problem-already-chosen = 防家已就尚未出完的王牌作出選擇（{ $law }）
claim-play-on-problem-nothing-to-reject = 最後打出的牌不是可要求對方收回的牌
claim-play-on-problem-not-a-defender = 只有防家可以在莊家主張後攤開自己的牌（{ $law }）
error-who-offenders-lho = 違規者的左敵家
error-who-declarer = 莊家
error-who-presumed-declarer = 預設莊家
error-who-either-defender = 任一防家
error-why-already-face-up = 這張牌已經是正面朝上
error-why-dummy-face-up = 夢家的牌已經攤開
error-why-require-or-prohibit = 莊家只能要求攻出某一花色或禁止某些花色，兩者擇一
error-why-only-penalty-suit = 只能禁止罰張的花色
error-why-rubber-every-penalty-suit = 依橋牌盤式規則，須禁止罰張的所有花色，或皆不禁止（{ $law_rb51 }）
error-why-penalty-cards-suits = 所選花色必須是罰張的花色之一
error-script-at = 第 { $line } 行第 { $column } 欄：{ $what }
error-script-unknown-word = `{ $word }` 不是動作也不是設定（見 docs/table-script.md）
error-script-missing = `{ $word }` 後面需要{ $what }
error-script-trailing = 行尾多了 `{ $word }`
error-script-no-deal = 腳本在第一個動作之前沒有 `deal` 行
error-script-setting-after-action = `{ $word }` 必須寫在第一個動作之前
error-needs-board-number = 牌號
error-needs-pbn-deal = PBN 牌局，例如 N:AKQ.T98.J2.7654 ...
error-needs-seat = 座位
error-needs-vulnerability = None、NS、EW 或 Both
error-needs-mode = `auto` 或 `table`
error-needs-rules = `duplicate`、`rubber` 或 `club`
error-needs-call = 叫品
error-needs-ruling = 裁決
error-needs-explainer = 作出錯誤解釋一方的座位
error-needs-offender-and-suits = 違規者的座位與花色，例如 `specified W SH`
error-needs-suits = 花色，例如 SH；無則寫 -
error-needs-action = 動作：叫品、牌張、lead、facedown、unprompted、attention 或 accept
error-needs-card = 牌張
error-needs-tricks-claimed = 主張的磴數
error-needs-tricks-conceded = 承讓的磴數
error-needs-artificial-scores = 南北方與東西方之得分：A+、A 或 A-
error-needs-intended-call = 原本想叫的叫品
error-needs-suit = 花色
error-needs-suit-or-none = 花色，或 none
error-needs-visible-card = 一張看得見的牌，或 other

## tenace score、記分報表、tenace rubber 與 tenace convert 的錯誤。
## $reason 為各程式庫自己的說明，原樣顯示。

error-at-line = 第 { $line } 行：{ $what }
error-options = 選項無效：{ $reason }
error-score-contract = `{ $text }`：{ $reason }
error-score-missing-result = `{ $text }` 的合約後面沒有結果（應為 `=`、`+N` 或 `-N`，例如 `3NT+1`）
error-score-bad-result = `{ $text }`：`{ $result }` 不是結果（應為 `=`、`+N` 或 `-N`）
error-score-too-many-tricks = `{ $text }` 不可能：{ $bid } 需要 { $need } 磴，{ $outcome } 就是 { $tricks } 磴，但一副牌只有 13 磴
error-score-too-many-undertricks = `{ $text }` 不可能：{ $bid } 需要 { $need } 磴，最多只會倒 { $need } 磴
error-score-down-zero = `{ $text }`：結果不能寫 -0；請寫 `=`
error-scoring-imps-in-matchpoints = 第 { $row } 列（第 { $board } 副牌）：以國際序分給的人為調整得分不能用於序分記分；請用 A+、A、A- 或百分比
error-scoring-percent-in-imps = 第 { $row } 列（第 { $board } 副牌）：以百分比給的人為調整得分不能用於國際序分；請用 A+、A、A- 或如 +2imp
error-scoring-penalty-unit = 第 { $index } 項罰分：以 { $unit } 為單位的罰分不能用於 { $method } 記分
error-scoring-artificial-in-total-points = 第 { $row } 列（第 { $board } 副牌）：人為調整得分在總分制中沒有分值（{ $law }交由主辦單位規定）
error-pad-deal = 第 { $number } 副：{ $reason }
error-pad-rubber-over = 此盤已於第 { $number } 副結束（{ $side }贏得兩局）；新的一盤要用新的計分表
error-pad-chicago-over = 芝加哥制已結束：四副牌都已打完，第五副無效（RB 附錄 4 B）
error-pad-stopped =
    { $kind ->
        [chicago] 芝加哥制
       *[rubber] 此盤
    }已停止，不能再加牌局
error-pad-already-complete = 此盤已經結束，無法再停止
error-pad-no-such-deal = 沒有第 { $number } 副可更正（計分表上共有 { $count } 副）
error-pad-correction = 更正第 { $number } 副時：{ $reason }
error-pad-law78 = 依 RB 78 不得更正第 { $number } 副：{ $reason }
error-pad-too-many-deals = 一張計分表最多只能記 { $max } 副
error-format-read = 無法讀取 { $path }：{ $reason }
error-format-write = 無法寫入 { $path }：{ $reason }
error-format-unknown = { $path }：格式不明（副檔名應為 .pbn 或 .lin）
error-format-nothing-read = { $path }：沒有任何一副牌能讀取（{ $errors } 筆紀錄有錯；第一筆：{ $first }）

## 命令列說明（tenace --help、tenace 子命令 --help）。鍵：help-about、
## help-arg-參數、help-子命令-about、help-子命令-arg-參數。
## 每則說明都可使用 $law2、$law6、$law70、$law77 與 $law78b。

help-about = tenace 命令：計分、發牌、牌桌腳本，以及橋規引擎的示範。
help-arg-lang = 輸出語言：en 或 zh-TW（預設依 LC_ALL、LC_MESSAGES 或 LANG 決定，否則為 en）。JSON 輸出不隨語言改變
help-demo-about = 打一副內建、含有違常的牌，展示引擎如何裁決
help-score-about = 依{ $law77 }計算合約及其結果的得分，例如 `3NT+1`、`4SX-3`、`6H=`
help-score-arg-result = 合約加上結果：`=`、`+n` 或 `-n`；全體派司的牌則寫 PASS
help-score-arg-vulnerable = 莊家一方有身價
help-score-arg-json = 以 JSON 輸出得分明細
help-imps-about = 將總分差換算為國際序分（{ $law78b }）
help-imps-arg-difference = 分數差，例如 430 或 -20
help-deal-about = 隨機發一副牌（{ $law6 }），並依{ $law2 }標示發牌人與身價
help-deal-arg-board = 牌號（依{ $law2 }決定發牌人與身價）
help-deal-arg-seed = 亂數種子；同一種子必得同一副牌
help-deal-arg-rubber = 依盤式橋牌發牌（RB 4-8）：洗牌、切牌，自發牌人左手起逐張發牌，並印出牌桌腳本的開頭
help-deal-arg-dealer = 與 --rubber 並用：發牌人（N、E、S 或 W）
help-deal-arg-cut = 與 --rubber 並用：發牌人右手敵方切牌時取起的張數（4 至 48）
help-deal-arg-json = 以 JSON 輸出
help-convert-about = 依副檔名（.pbn、.lin）將 PBN 檔轉為 LIN 檔，或反向轉換
help-convert-arg-input = 要讀取的檔案
help-convert-arg-output = 要寫出的檔案
help-check-about = 讀取 PBN 或 LIN 檔，以引擎重演每一副牌並回報問題；紀錄中出現違常時附上條文
help-check-arg-file = PBN 或 LIN 檔
help-check-arg-json = 以 JSON 輸出報表
help-rubber-about = 依各副牌的結果填寫盤式橋牌或芝加哥制計分表（RB 72-81、附錄 4）
help-rubber-arg-file = 各副牌的結果，一行一副（docs/scoring.md），例如 `NS 4S= honours100`；或以 `play FILE` 指定經由引擎打完的牌局
help-rubber-arg-chicago = 以芝加哥制（每盤四副牌）計分，而非一般盤局
help-rubber-arg-options = 計分表選項，JSON 格式（大牌獎分、芝加哥制身價安排等）
help-rubber-arg-json = 以 JSON 輸出計分表
help-matchpoints-about = 依 CSV 或 JSON 成績檔，以序分計算雙人賽成績（docs/scoring.md）
help-matchpoints-arg-file = 成績檔（.csv 或 .json）
help-matchpoints-arg-options = 記分選項，JSON 格式（平均正分之分值、換算法等）
help-matchpoints-arg-json = 以 JSON 輸出報表
help-imps-field-about = 以國際序分計算雙人賽成績：巴特勒制（預設）或交叉比較
help-imps-field-arg-file = 成績檔（.csv 或 .json）
help-imps-field-arg-cross = 採交叉比較，不用 巴特勒制
help-imps-field-arg-butler = 巴特勒制：與去掉極端值後的基準比較（預設）
help-imps-field-arg-options = 記分選項，JSON 格式
help-imps-field-arg-json = 以 JSON 輸出報表
help-claim-about = 裁定牌桌腳本中的主張（{ $law70 }）：判給的磴數，以及得出此結果的打法與每張牌的依據
help-claim-arg-file = 以主張作結的牌桌腳本（docs/table-script.md、docs/claims.md）
help-claim-arg-json = 以 JSON 輸出建議
help-dd-about = 一副牌的雙明手分析表與標準分
help-dd-arg-deal = 以 PBN 牌局字串表示的牌，例如 "N:AKQJ.T98.765.432 ..."
help-dd-arg-seed = 改用亂數種子隨機發牌（同 `tenace deal`）
help-dd-arg-board = 牌號（決定計算標準分時的發牌人與身價，{ $law2 }）
help-dd-arg-json = 以 JSON 輸出
help-table-about = 執行牌桌腳本（docs/table-script.md）並顯示該副牌的狀態
help-table-arg-file = 腳本檔
help-table-arg-json = 以 JSON 輸出狀態（格式見 docs/table-script.md）
help-table-arg-explain = 搭配 --json：在資料旁附上以 --lang 語言寫成的文字
# clap 本身的用語，僅在英文以外的語言中替換。
help-usage = 用法：
help-commands = 命令
help-arguments = 參數
help-options = 選項
help-flag-help = 顯示說明
help-flag-version = 顯示版本
help-subcommand-help = 顯示本說明，或指定子命令的說明
help-default = [預設：{ $value }]
error-action-no-such-call = 叫牌中沒有第 { $record } 個叫品
error-action-no-call-made = { $seat }家尚未叫牌（{ $law }）
error-action-same-seat = { $seat }家不可能同時牌張過多又過少（{ $law }）
error-action-nothing-played = { $seat }家尚未打出任何牌張（{ $law }）
error-action-auction-not-started = 本牌尚無人叫牌（{ $law }）
error-action-auction-started = 已有人叫牌：本牌不能再重新發牌（{ $law }）
error-action-bad-multiple-play = { $seat }家不能把這些牌當作一次出牌：{ $why }
error-action-no-designation-pending = { $seat }家沒有同時出牌需要指定其中一張（{ $law }）
error-action-cannot-omit = 本磴不能略過{ $seat }家：{ $why }
error-action-not-declarer = 只有莊家能指定夢家的牌（{ $seat }家不是莊家）
error-action-no-deemed-card = 此一指定不能視為打出任何牌張（{ $law }）：{ $why }
error-action-no-omitted-play = { $seat }家沒有缺牌的牌磴可補牌（{ $law }）
error-action-must-place-suit-led = { $seat }家補入缺牌牌磴的牌必須是該磴所攻的花色：{ $suit }（{ $law }）
error-why-shown-in-auction = 叫牌階段亮出的牌，屬於暴露的牌張（{ $law24 }）
error-why-two-or-more-cards = 至少需要兩張牌
error-why-visible-among-produced = 看得見的牌必須是所出牌張中的一部分，且至少一張
error-why-designated-visible = 指定的牌必須是看得見的牌之一（若為另一張牌則寫 none）
error-why-no-trick-in-progress = 目前沒有進行中的牌磴
error-why-not-next-to-play = 他不是本磴下一家出牌者
error-deal-too-many-tricks = { $tricks } 磴不可能：一副牌只有 13 磴
error-deal-transferred = 莊家一方 { $tricks } 磴時，不可能轉移 { $transferred } 磴：打牌贏得的磴數將是 { $in_play }（應在 0 到 13 之間）
error-pad-line-side = `{ $word }` 不是一方也不是座位（應為 NS、EW、N、E、S 或 W）
error-pad-line-seat = `{ $word }` 不是座位（應為 N、E、S 或 W）
error-pad-line-missing-contract = 方位之後應寫合約及其結果，例如 `NS 4S=`
error-pad-line-unknown = 無法理解 `{ $word }`（應為 honours100、honours150、aces、transferred+N 或 transferred-N）
error-pad-line-honours-holder = `{ $word }` 不是大牌獎分的持有者（例如應寫 honours100:EW 或 honours100:W）
error-pad-line-transferred = `{ $word }` 不是轉移的磴數（應為 transferred+N 或 transferred-N，N 為 1 到 13）
error-pad-line-repeated =
    { $what ->
        [honours] 大牌獎分
       *[transferred] 轉移磴數
    }重複填寫
error-pad-line-too-late = `{ $word }` 必須寫在第一副牌之前
error-pad-line-repeated-setting = `{ $word }` 重複設定
error-pad-line-deal-number = `{ $word }` 不是牌局編號（應為 1、2、3……）
error-action-cannot-retract = { $seat }家此時不能收回牌張（{ $law }）：{ $why }
error-action-inquiry-not-allowed = { $seat }家不得詢問{ $asked }家是否應跟未跟（{ $law }）
error-action-board-not-over = 本牌尚未結束
error-action-not-dummy = { $seat }家不是夢家
error-action-not-dummys-turn = 此時不是夢家出牌
error-action-not-left-to-defenders = { $seat }家不能指定夢家之牌張：莊家並未將選擇交由防家（{ $law }）
error-action-cannot-change-dummys-card = 此時不能更換夢家之牌張：{ $why }
error-why-no-card-led = 尚未有人攻牌
error-why-no-card-on-last-trick = 他在最後一磴沒有出牌
error-why-card-played-after = 他之後已有人出牌
error-why-dummy-faced = 首攻之後夢家已亮出其牌
error-why-rb26-require-named-suit = 只能要求攻出被撤回叫價的花色
error-why-rb26-prohibit-named-suit = 只能禁止攻出被撤回叫價的花色
error-field-json = JSON 輸入有誤（{ $reason }）
error-field-csv = CSV 第 { $line } 行：{ $reason }
error-field-missing-column = CSV 標題列沒有 `{ $word }` 欄
error-field-unknown-column = CSV 標題列：不認識的欄位 `{ $word }`（可用：board、ns、ew、contract、declarer、result、score、vul、group、session、note）
error-field-duplicate-column = CSV 標題列中 `{ $word }` 欄出現兩次
error-field-no-results = 輸入中沒有任何成績
error-field-row = 第 { $row } 列：{ $reason }
error-field-row-board = 第 { $row } 列（第 { $board } 副牌）：{ $reason }
error-field-penalty = 第 { $index } 項罰分：{ $reason }
error-options-average-plus = 平均正分設為 { $value }%，但{ $law }要求至少 60%
error-options-average-minus = 平均負分設為 { $value }%，但{ $law }規定至多 40%
error-options-not-a-percentage = { $name } 為 { $value }，不是 0 到 100 之間的百分比
error-options-not-finite = { $name } 為 { $value }，必須是有限的數值
error-options-trim = 巴特勒制兩端各去掉 { $value }% 後已無成績可用（請小於 50）
error-options-expected-scores = expected_scores 至少須為 1
error-options-vp-scale = 勝分換算表需要正的總分與 blitz 係數
error-field-or = ` 或 `
error-csv-field-count = 有 { $found } 個欄位，但標題列只有 { $header } 欄
error-csv-bad-board = `{ $text }` 不是牌號
error-csv-no-board = 沒有牌號
error-csv-bad-score = `{ $text }` 不是點數
error-csv-unclosed-quote = 加引號的欄位沒有結束引號
error-csv-after-quote = 結束引號後面多了 `{ $text }`
error-adjusted-ns-twice = 南北方給了兩次
error-adjusted-ew-twice = 東西方給了兩次
error-adjusted-part-without-side = 每一部分須以 NS: 或 EW: 開頭，並以 | 分隔
error-adjusted-need-both = 須同時給出 NS: 與 EW:
error-adjusted-not-artificial = 不是人為調整得分
error-adjusted-need-each-side = 須為雙方各給一個分數，南北在前，例如 A+/A- 或 60%/40%
error-adjusted-split-one-side = 分割計分只適用於一方：請寫 NS: split ... | EW: ...
error-adjusted-split-part = `{ $text }` 應寫成 `rn|re|ra <結果>`
error-adjusted-split-tag = `{ $text }` 不是 rn、re 或 ra
error-adjusted-split-twice = { $text } 給了兩次
error-adjusted-split-incomplete = { $side } 的分割計分須有 rn、re 與 ra
error-adjusted-empty = 沒有內容
error-adjusted-weight = 權重 `{ $text }` 必須大於 0 且至多為 1
error-adjusted-component = `{ $text }`：{ $reason }
error-options-fourth-deal-bonus = chicago.fourth_deal_partscore_bonus 為 { $value }；必須介於 0 到 1000 之間（附錄規定為 100）

## The bridge vocabulary's parse errors (tenace-core)
error-card-not-a-card = `{ $text }` 看不出是哪張牌（請先寫花色再寫點數，例如 SA、HT、H10、♠A）
error-card-not-a-suit = `{ $text }` 不是花色（可用 S、H、D、C 或 ♠ ♥ ♦ ♣）
error-card-not-a-rank = `{ $text }` 不是點數（可用 A K Q J T 9 8 7 6 5 4 3 2，或 10）
error-call-not-a-call = `{ $text }` 看不出是什麼叫品（例如 1C、3NT、1N、P、Pass、X、XX）
error-call-level = `{ $text }` 的階數不對：一個叫品的階數只能是 1 到 7
error-call-strain = `{ $text }` 不是王牌花色或無王（可用 C、D、H、S、N、NT 或花色符號）
error-seat-not-a-seat = `{ $text }` 不是座位（可用 N、E、S、W）
error-hand-suit-count = 手牌 `{ $hand }` 以點號分出 { $found } 門花色；一手牌應有 4 門（黑桃.紅心.方塊.梅花）
error-hand-rank = 手牌 `{ $hand }` 中的 `{ $rank }` 不是點數
error-hand-repeated = 手牌 `{ $hand }` 把 { $card } 寫了兩次
error-hands-wrong-count = { $seat }手上有 { $count } 張牌；每一手都要剛好 13 張
error-hands-duplicated = { $card } 同時出現在{ $first }與{ $second }兩手
error-hands-missing-first-seat = 牌局 `{ $text }` 開頭要寫座位和冒號，例如 `N:AKQ.T98.J2.7654 ...`
error-hands-hand-count = 牌局 `{ $text }` 只分出 { $found } 手；應以空格隔開 4 手
error-board-vulnerability = `{ $text }` 不是身價（可用 None、NS、EW、Both 或 All）
error-board-number-zero = 牌號從 1 開始編
error-contract-shape = `{ $text }` 看不出是什麼合約（例如 `4SX` 後面接莊家，寫成 `4SX N`）

## clap's own parse errors
clap-error-invalid-value = '{ $arg }' 不接受 '{ $value }' 這個值
clap-error-empty-value = '{ $arg }' 後面要給一個值，但沒有給
clap-error-unknown-argument = 不認得的參數 '{ $arg }'
clap-error-invalid-subcommand = 沒有 '{ $subcommand }' 這個子命令
clap-error-no-equals = 給 '{ $arg }' 指定值時要用等號
clap-error-value-validation = '{ $arg }' 的值 '{ $value }' 不正確：{ $reason }
clap-error-too-many-values = '{ $arg }' 多了一個值 '{ $value }'，不需要更多的值
clap-error-too-few-values = '{ $arg }' 需要 { $min } 個值，只給了 { $actual } 個
clap-error-wrong-number-of-values = '{ $arg }' 需要 { $expected } 個值，卻給了 { $actual } 個
clap-error-argument-conflict = 參數 '{ $arg }' 不能和 '{ $other }' 一起用
clap-error-missing-required-argument = 缺少必要的參數：{ $arg }
clap-error-missing-subcommand = '{ $arg }' 後面要接一個子命令
clap-error-invalid-utf8 = 參數中有不合法的 UTF-8 文字
clap-tip-possible-values = ［可用的值：{ $values }］
clap-tip-similar = 提示：有個相近的參數 '{ $similar }'
clap-tip-similar-subcommand = 提示：相近的子命令有 '{ $similar }'
clap-reason-unknown-lang = Tenace 沒有 `{ $value }` 這種語言（可用 en 或 zh-TW）
clap-reason-empty-number = 需要一個數字
clap-reason-number-too-large = 數字太大
clap-reason-number-too-small = 數字太小
clap-reason-not-a-number = 這不是數字
clap-reason-out-of-range = { $value } 不在 { $min } 到 { $max } 之間
clap-tip-escape = 提示：若要把 '{ $arg }' 當成值，請寫成 '{ $escaped }'
clap-tip-remove-dashes = 提示：有 '{ $subcommand }' 這個子命令；要用它，請拿掉前面的 '--'
clap-tip-exists = 提示：有 '{ $command }' 可用
clap-tip-other = 提示：{ $tip }
clap-usage = 用法：{ $usage }
clap-more-help = 想知道更多，請用 '--help'。

## tenace check: a record that cannot be read (tenace-formats ErrorKind)
check-error-unterminated-string = 字串 `"{ $text }` 在同一行內缺少結尾的引號
check-error-unterminated-comment = 註解 `{"{"}{ $text }` 缺少結尾的大括號
check-error-expected-tag-name = `[` 後面應是標籤名稱，實際讀到 { $found }
check-error-bad-tag-name = `{ $text }` 不能當標籤名稱（只可用字母、數字和 `_`）
check-error-expected-tag-value = 標籤 { $tag }：應是加引號的值，實際讀到 { $found }
check-error-expected-close-bracket = 標籤 { $tag }：應是 `]`，實際讀到 { $found }
check-error-stray-bracket = 這個 `]` 前面沒有對應的 `[`
check-error-data-outside-section = `{ $text }` 不在任何標籤或段落之內
check-error-bad-seat = 標籤 { $tag }：`{ $value }` 不是座位（可用 N、E、S、W）
check-error-bad-board = 標籤 Board：`{ $text }` 不是牌號（須為正整數）
check-error-bad-vulnerable = 標籤 Vulnerable：`{ $text }` 不是身價（可用 None、NS、EW、All、Love、Both 或 -）
check-error-bad-deal = 標籤 Deal：`{ $value }`：{ $reason }
check-error-bad-declarer = 標籤 Declarer：`{ $text }` 不是莊家（可用 N、E、S、W、^N... 或留空）
check-error-bad-contract = 標籤 Contract：`{ $text }` 看不出是什麼合約（例如 4S、3NTX、6HXX、Pass）
check-error-bad-result = 標籤 Result：`{ $text }` 不是結果（0 到 13 磴，或 NS/EW 的寫法）
check-error-bad-note = 標籤 Note：`{ $text }` 不是附註（格式為 `n:text`，n 從 1 到 255）
check-error-bad-call = `{ $text }` 看不出是什麼叫品（可用 Pass、X、XX、AP、1C 或 3NT 之類的叫品，或 -）
check-error-bad-card = `{ $text }` 看不出是哪張牌（先寫花色 S、H、D、C，再寫點數 A K Q J T 9-2，或 -）
check-error-bad-token = { $section ->
    [auction] 叫牌
   *[play] 打牌
}段落裡不能出現 `{ $token }`
check-error-misplaced-mark = 違常標記 `^{ $mark }` 不能放在這裡（^I 放在叫品前，^S 取代一個叫品，^R 或 ^L 放在牌前）
check-error-after-star = `*` 已結束這個段落，後面不能再有 `{ $text }`
check-error-late-not-yet = `-`（還沒輪到這位牌手）只能寫在第一個叫品之前
check-error-auction-after-end = 叫牌已經結束（{ $reason }），{ $seat }卻又叫了 { $call }
check-ended-three-passes = 有人開叫後連續三家派司
check-ended-four-passes = 四家都派司
check-error-bid-above-seven = 叫牌中出現高於七線的叫品（{ $text }），這份紀錄無法成立
check-error-card-played-twice = { $card } 出了兩次（第 { $first_trick } 磴和第 { $trick } 磴）
check-error-card-not-held = { $seat }在第 { $trick } 磴出了 { $card }，但這張牌發給的是{ $holder }
check-error-hand-exhausted = { $seat }在第 { $trick } 磴出了 { $card }，但{ $seat }手上已經沒有牌
check-error-too-many-tricks = 打牌段落有 { $tricks } 磴；一副牌只有 13 磴
check-error-play-without-contract = 打牌段落有出牌，卻沒有合約說明哪門是王牌
check-error-bad-lin-key = LIN：`{ $text }` 不是 LIN 鍵（應為 `|` 之前的字母與數字）
check-error-unterminated-lin-value = LIN：`{ $text }` 的值缺少結尾的 `|`
check-error-bad-lin-deal = LIN md：`{ $value }`：{ $reason }
check-error-bad-lin-vulnerability = LIN sv：`{ $text }` 不是身價（可用 o、n、e、b）
check-error-bad-lin-call = LIN mb：`{ $text }` 看不出是什麼叫品
check-error-bad-lin-card = LIN pc：`{ $text }` 看不出是哪張牌
check-error-bad-lin-claim = LIN mc：`{ $text }` 不是磴數（0 到 13）
check-event-call = { $seat }叫 { $call }
check-event-play = { $seat }手中打出的 { $card }
check-event-claim = { $seat }就剩餘牌磴中的 { $tricks } 磴攤牌
check-event-agree-claim = { $seat }同意攤牌
check-event-alert = { $seat }對同伴叫品的提醒
check-event-other = { $event }
check-found-contract-tag-differs = 標籤 Contract 記為 { $tag }，但叫牌的結果是 { $contract }
check-found-declarer-tag-differs = 標籤 Declarer 記為{ $tag }，但依叫牌莊家應是{ $declarer }
check-found-contract-tag-not-passed-out = 標籤 Contract 記為 { $tag }，但叫牌是四家皆派司
check-found-declarer-swapped = 莊家與夢家對調：違序首攻之後，由{ $declarer }擔任莊家
check-found-agreed-result-differs = 紀錄標明議定的結果（{ $agreed } 磴）與實際贏磴（{ $won } 磴）不同
check-found-result-differs = 紀錄記莊家 { $recorded } 磴，重演卻得 { $replayed } 磴
check-found-score-differs = 標籤 Score 記南北 { $recorded }，重演的分數卻是南北 { $replayed }
check-found-call-out-of-rotation = { $seat }違序叫 { $call }（當時輪到{ $turn }），下一家接著叫牌即視為接受（{ $law }）
check-found-insufficient-bid = { $seat }在 { $over } 之後叫 { $bid }，為不足叫價，下一家接著叫牌即視為接受
check-found-inadmissible-double = { $seat }的賭倍不能成立
check-found-inadmissible-redouble = { $seat }的再賭倍不能成立
check-found-card-not-dealt = { $seat }在第 { $trick } 磴打出 { $card }，但 { $card } 是發給{ $holder }的牌
check-found-revoke = 應跟未跟：第 { $trick } 磴首引{ $led }，{ $seat }卻打出 { $card }
check-found-lead-out-of-turn = { $seat }違序攻出 { $card }（應由{ $proper }攻牌）；這張攻牌已被接受（{ $law }）
check-found-impossible-claim = 結果 { $claim } 磴不可能成立：已打的 { $played } 磴中莊家贏了 { $won } 磴，還剩 { $remaining } 磴
check-found-play-stops-by-claim = 打完 { $played } 磴後停止；剩餘的 { $remaining } 磴中，莊家方經攤牌或捐牌取得 { $taken } 磴
check-found-opening-leader-disagrees = 打牌從{ $seat }的 { $card } 開始，但依叫牌應由{ $leader }首攻（莊家為{ $declarer }）；紀錄的座位前後不符，因此不重演打牌
check-found-refused = { $event }：牌桌不接受：{ $reason }
check-found-awaits-director-under = { $event }之後，牌桌須等候裁判裁定（{ $law }），紀錄無從提供
check-found-awaits-director = { $event }之後，牌桌須等候裁判
check-found-impossible-total = 結果 { $total } 磴不可能成立：莊家已贏 { $won } 磴，只剩 { $remaining } 磴
check-found-no-deal = 紀錄沒有完整的牌局（四手牌只有 { $hands } 手），無法交給牌桌重演
check-found-end-position = 這副牌是殘局（每手不足 13 張），牌桌不重演殘局
check-found-marked-not-revoke = { $seat }的 { $card } 標了 ^R，但並不是應跟未跟
check-found-play-from-tags = 叫牌沒有產生合約，因此改以標籤 Contract 與 Declarer 對照牌局檢查打牌，而不在牌桌上重演
check-found-claim-agreed = 打牌在{ $claimer }攤牌時停止：剩餘 { $remaining } 磴中取 { $tricks } 磴，對方同意
check-found-irregularity = { $what }：{ $event }（{ $status }）
check-deal-no-colon = 牌局要以座位和冒號開頭，例如 `N:AKQ.T98.J2.7654 ...`
check-deal-not-a-seat = `{ $text }` 不是座位
check-deal-hand = { $seat }的牌：{ $reason }
check-deal-lin-hand = { $seat }的牌 `{ $text }`：{ $reason }
check-lin-hand-not-suit-or-rank = `{ $char }` 既不是花色也不是點數
check-lin-hand-rank-before-suit = 點數 `{ $char }` 出現在任何花色字母之前
check-lin-hand-twice = { $card } 列了兩次
check-deal-dealer-digit = 發牌者數字 `{ $char }` 不是 1（南）、2（西）、3（北）或 4（東）
check-deal-hand-count-pbn = 給了 { $given } 手牌；一副牌有 4 手（沒給的一手寫成 `-`）
check-deal-hand-count = 給了 { $given } 手牌；一副牌有 4 手
check-deal-card-twice = { $card } 同時出現在{ $first }和{ $second }的牌裡
check-deal-too-many-cards = { $seat }有 { $cards } 張牌；一手牌是 13 張
check-deal-uneven = { $seat }有 { $cards } 張牌，而另一手有 13 張；每一手都必須是 13 張
check-section-auction = 叫牌
check-section-play = 打牌
check-warning-passes-restored = 依叫牌莊家是{ $declarer }，但標籤 Declarer 記為{ $tag }：紀錄漏了開叫之前的 { $passes } 個派司（應由{ $opener }開始叫牌），已補回
check-warning-play-past-first-trick = 打牌超過第一磴，卻沒有合約說明哪門是王牌；只讀入第一磴
check-warning-play-without-contract = 有出牌，但叫牌沒有產生合約；不讀入打牌
check-warning-out-of-rotation-in-lin = { $seat }的 { $call } 是違序叫品；LIN 無法表示，因此照輪次寫出
check-warning-lead-out-of-turn-in-lin = { $seat }違序攻出 { $card }；LIN 無法表示，因此這一磴的座位讀起來會不同
check-warning-explanation-before-call = 說明 `{ $text }` 出現在任何叫品之前
check-warning-second-section = 第二個 { $name } 段落已略過（一個標籤只能出現一次）
check-warning-second-tag = 第二個 { $name } 標籤已略過（匯入格式中重複的標籤一律略過）
check-warning-hash-not-allowed = 標籤 { $name } 不可用 `#`；改用前一局的值
check-warning-double-hash-not-allowed = 標籤 { $name } 不可用 `##`
check-warning-inherited-ignored = 沿用自前一局的 { $name } 值 `{ $value }` 已略過：{ $reason }
check-warning-note-without-section = 附註 { $index } 已略過：沒有{ $section }段落可供對應
check-warning-note-outside-section = 附註 { $index } 放在引用它的{ $section }段落之外
check-warning-second-note = { $section }段落中第二個附註 { $index } 已略過
check-warning-missing-note = 附註引用 ={ $index }= 找不到對應的 [Note "{ $index }:..."] 標籤
check-warning-auction-starts-wrong = 叫牌由{ $seat }開始，但發牌者是{ $dealer }
check-warning-unmarked-insufficient = { $seat }的 { $bid } 為不足叫價，卻沒有標 ^I（視為已接受，{ $law }）
check-warning-marked-sufficient = { $bid } 標了 ^I，但並非不足叫價
check-warning-call-not-in-export-form = 叫品 { $text } 讀作 { $call }（PBN 的叫品寫法為 Pass、X、XX、1C … 7NT）
check-warning-lead-marked-in-turn = { $seat }的 { $card } 標了 ^L，但其實是輪到他首引
check-warning-score-tag-unreadable = Score 標籤「{ $value }」不是分數，已略過
check-warning-play-in-order-played = 打牌段落有些墩按出牌先後列出，而非按座位（PBN 2.1 §3.4.14）；已依此讀入
convert-loss-tags = LIN 沒有對應的 PBN 標籤與段落：{ $names }
convert-loss-comments = { $games } 局的註解
convert-loss-board = 牌號 { $board }：{ $warning }
convert-loss-lin-board = LIN 牌號 { $board }：{ $warning }
convert-loss-lin-keys = pn、md、sv、ah、qx、mb、an、pc、pg、mc、nt、rh、st 以外的 LIN 鍵
convert-skipped-record = { $format } 第 { $index } { $what ->
        [game] 局
       *[record] 筆紀錄
    }{ $board ->
        [none] {""}
       *[other] （牌號 { $board }）
    }，{ $pos }：{ $problem }
error-io-reason = { $reason }（{ $detail }）
error-io-not-found = 找不到這個檔案
error-io-permission-denied = 沒有存取權限
error-io-is-a-directory = 這是一個目錄
error-io-invalid-data = 資料無效
error-io-already-exists = 檔案已經存在
error-io-other = 輸入輸出錯誤
error-json-io = { $path }：無法讀取（{ $detail }）
error-json-syntax = { $path }：第 { $line } 行第 { $column } 欄不是有效的 JSON（{ $detail }）
error-json-data = { $path }：第 { $line } 行第 { $column } 欄的值不符合選項的格式（{ $detail }）
error-json-eof = { $path }：JSON 在第 { $line } 行第 { $column } 欄提早結束（{ $detail }）

## One row of a results file (tenace-score RowProblem)
error-row-board-zero = 牌號為 0（牌號從 1 起算）
error-row-same-pair = 南北與東西寫成同一對 `{ $text }`
error-row-empty-pair = 有一對的名稱是空白
error-row-pair-twice = `{ $pair }` 這一對在第 { $board } 副牌出現兩次
error-row-empty = 沒有可以計分的內容：請給合約、莊家與結果，或給分數，或在 `result` 欄寫調整分
error-row-score-and-contract = `score` 與合約加結果只能擇一填寫
error-row-score-not-multiple-of-ten = `score` { $score } 不是 10 的倍數
error-row-bad-contract = `{ $text }` 看不出是什麼合約（例如 4S、3NTX、1CXX 或 PASS）
error-row-extra-word = `{ $text }` 看不出是什麼合約：多了 `{ $extra }`（例如 4S、3NTX、1CXX 或 PASS）
error-row-missing-declarer = 合約 `{ $text }` 沒寫莊家
error-row-bad-declarer = `{ $text }` 不是莊家（可用 N、E、S、W）
error-row-missing-result = 合約 `{ $text }` 沒寫結果（例如 =、+1、-2 或磴數）
error-row-bad-tricks = `{ $text }` 不是 0 到 13 的磴數
error-row-pass-with-result = 四家派司的牌不該有莊家或結果，卻寫了 `{ $text }`
error-row-bad-vulnerability = `{ $text }` 不是身價（可用 None、NS、EW 或 Both）
error-row-bad-adjusted = 調整分 `{ $text }`：{ $reason }
error-row-weights-sum = { $side } 的權重合計為 { $sum }，而不是 1
error-row-bad-penalty = 看不懂罰分 `{ $text }`（例如 -25%、-3mp、-1imp、-0.5vp）
error-row-penalty-without-pair = 罰分列沒有寫是哪一對
error-row-unknown-penalty-pair = 受罰的 `{ $text }` 沒有出現在任何成績中
## Rubber bridge: RB 78 refusals and honours
error-law78-net-score-agreed = 這一盤的淨分已經雙方同意
error-law78-tricks-after-next-deal = 磴數已經同意，且四位牌手都已在下一副叫過牌；要更改須四人一致同意
error-deal-honours-strain = { $bid } 不計{ $kind }：{ $reason }
error-honours-four-trump = 四張王牌大牌
error-honours-five-trump = 五張王牌大牌
error-honours-four-aces = 四張 A
error-honours-aces-only-notrump = 四張 A 只在無王合約計分
error-honours-notrump-only-aces = 無王合約只有一手握四張 A 才計分

## Table scripts: a word that is not what its place needs
error-script-not-board-number = `{ $word }` 不是牌號（須為 1 以上）
error-script-not-rule-set = `{ $word }` 不是規則組（可用 duplicate、rubber 或 club）
error-script-not-mode = `{ $word }` 不是模式（可用 auto 或 table）
error-script-not-side = `{ $word }` 不是一方（可用 NS 或 EW）
error-script-not-artificial-score = `{ $word }` 不是人為調整得分（可用 A+、A 或 A-）
error-script-not-tricks = `{ $word }` 不是磴數
error-script-not-ruling = `{ $word }` 不是裁決（可用 { $rulings }）
error-script-not-designation = `{ $word }` 不是 high、low、win、花色或點數
error-script-not-attention = `{ $word }` 不是 turn 也不是 misinformation
error-script-not-call-card-or-action = `{ $word }` 既不是叫品、牌，也不是動作
error-script-no-call = { $seat }還沒有叫過牌
error-pad-line-argument = `{ $word }` 後面需要{ $expected }
error-pad-expected-side = 一方（NS 或 EW）
error-pad-expected-seat = 一個座位（N、E、S 或 W）
error-pad-expected-correction = 副數與更正後的結果，例如 `correct 3 NS 4S=`
error-pad-expected-corrected-deal = 在副數後面寫出更正後的結果，例如 `correct 3 NS 4S=`

# --- views (lead) ---
clap-reason-unknown-role = 不認得的身分「{ $value }」：可用 N、E、S、W、director（裁判）或 spectator（觀眾）
help-table-arg-role = 搭配 --json：只印出此身分可見的內容，即 tenace.table.v2 檢視（N、E、S、W、director 裁判或 spectator 觀眾）
error-dd-needs-deal = 請給一副牌（--deal N:...）或一個種子（--seed N）

# --- typed reasons (lead) ---
error-why-nothing-led-to-win = 尚未有人攻牌，沒有可贏的牌
error-why-neither-suit-nor-rank = 未指明花色也未指明點數：由任一防家指定那張牌
error-why-several-of-that-rank = 夢家有兩張以上該點數的牌可出；莊家必須說明是哪一張
error-why-fits-no-card = 所指定的不符合夢家任何一張牌；由莊家指定任一合法的牌
error-why-only-lead-or-early-card = 只能收回他在最後一磴未輪到時的攻牌，或他在輪到之前打出的牌
error-why-dummy-played-no-card = 夢家尚未出牌
error-why-declarer-played-since = 莊家之後已出過牌
error-why-same-card = 那正是已經打出的牌
error-needs-played-before-or-new = `played-before` 或 `new`
error-needs-played-or-unplayed = `played` 或 `unplayed`
error-needs-where-found = `played`、`elsewhere` 或 `lost`
error-needs-dummys-card = 夢家的一張牌
error-needs-side = 一方：NS 或 EW
error-needs-designation = high、low、win、花色或點數
error-needs-card-and-where-found = 牌張，以及 `played`、`elsewhere` 或 `lost`
error-needs-card-meant = 莊家原本要說的牌
error-needs-dummys-card-and-named = 夢家打出的牌，然後是莊家說出的牌
error-needs-seat-and-played-or-unplayed = 座位，以及 `played` 或 `unplayed`
error-needs-seat-asked = 被詢問的座位
error-needs-turn-or-misinformation = turn 或 misinformation
# --- events ---
help-movement-about = 產生移位表：每一輪每一桌由誰對誰、打哪些牌；或以 `import FILE` 讀取移位表並驗證（docs/events.md）
help-movement-arg-kind = 移位方式：mitchell、skip-mitchell、relay-mitchell、web-mitchell、hesitation、howell、individual 或 round-robin；或 import
help-movement-arg-file = 用於 `import`：移位檔案（`--json` 輸出的桌次清單、完整的移位資料，或 KoPS 循環描述）
help-movement-arg-tables = 桌數（round-robin 則為隊數）
help-movement-arg-boards-per-round = 每輪所打的牌數
help-movement-arg-rounds = 輪數，適用於可改變輪數的移位（部分 Howell、Web Mitchell 的牌組數）
help-movement-arg-arrow-switch = Mitchell 最後幾輪換向，以產生單一冠軍
help-movement-arg-phantom = 將此對號留空，用於對數為奇數時（其對手輪空）
help-movement-arg-json = 以 JSON 輸出移位表
movement-kind-mitchell = Mitchell 移位
movement-kind-skip-mitchell = 跳桌 Mitchell 移位
movement-kind-relay-mitchell = 接力暨休息架 Mitchell 移位
movement-kind-web-mitchell = Web Mitchell 移位
movement-kind-hesitation = 遲滯 Mitchell 移位
movement-kind-howell = Howell 移位
movement-kind-individual = 個人賽移位
movement-kind-round-robin = 隊際循環賽
movement-kind-custom = 匯入的移位
movement-heading = { $kind }：{ $tables } 桌，{ $rounds } 輪，{ $winners }
movement-winners-one = 單一冠軍
movement-winners-two = 兩個冠軍（南北與東西）
movement-round = 第 { $round } 輪
movement-table = 第 { $table } 桌：{ $ns }（南北）對 { $ew }（東西），牌號 { $boards }
movement-seats = 第 { $table } 桌：北 { $n }、東 { $e }、南 { $s }、西 { $w }，牌號 { $boards }
movement-sit-out = 輪空
movement-idle = 無
movement-arrow = ，換向
movement-shares = ，與第 { $table } 桌共用牌套
error-movement-unknown = 「{ $name }」不是移位方式（應為 { $names }）
error-movement-too-few-tables = { $kind }至少需要 { $min } 桌，而非 { $tables } 桌
error-movement-too-many-tables = { $kind }在此最多 { $max } 桌，而非 { $tables } 桌
error-movement-needs-odd-tables = { $kind }需要奇數桌，而非 { $tables } 桌
error-movement-needs-even-tables = { $kind }需要偶數桌，而非 { $tables } 桌
error-movement-rounds = { $tables } 桌的{ $kind }打 { $min } 至 { $max } 輪，而非 { $rounds } 輪
error-movement-no-design = { $tables } 桌沒有{ $kind }
error-movement-no-boards = 每輪牌數至少為 1
error-movement-arrow-switch = 換向只適用於 Mitchell 移位，不適用於{ $kind }
error-movement-not-generated = 匯入的移位無法產生
error-movement-fails = 移位有 { $count } 項檢查未通過；第一項：{ $first }
violation-cell-out-of-range = V0：第 { $round } 輪第 { $table } 桌超出移位範圍
violation-duplicate-cell = V0：第 { $round } 輪第 { $table } 桌出現兩次
violation-missing-cell = V0：第 { $round } 輪第 { $table } 桌沒有安排
violation-unknown-position = V0：第 { $round } 輪第 { $table } 桌：位置 { $position } 不存在
violation-position-twice = V0：第 { $round } 輪位置 { $position } 同時在兩處
violation-same-contestant = V0：第 { $round } 輪第 { $table } 桌：位置 { $position } 在同一桌出現兩次
violation-unknown-set = V0：第 { $round } 輪第 { $table } 桌：牌組 { $set } 不存在
violation-share-mismatch = V0：第 { $round } 輪第 { $table } 桌與第 { $with } 桌共用，但該桌打的是別的牌
violation-broken-match = V0：第 { $round } 輪第 { $team } 隊並非在兩桌打同一場比賽
violation-replay = V1：位置 { $position } 打牌組 { $set } 共 { $times } 次
violation-repeat-meeting = V2：位置 { $a } 與 { $b } 相遇 { $times } 次
violation-not-met-once = V3：位置 { $a } 與 { $b } 相遇 { $times } 次，而非一次
violation-partners-not-once = V3：選手 { $a } 與 { $b } 搭檔 { $times } 次，而非一次
violation-set-missed = V3：位置 { $position } 從未打牌組 { $set }
violation-set-play-count = V4：牌組 { $set } 被打 { $actual } 次，而非 { $expected } 次
violation-contestant-set-count = V4：位置 { $position } 打 { $actual } 個牌組，而非 { $expected } 個
violation-line-set = V4：位置 { $position } 在其方向中打牌組 { $set } 共 { $times } 次
violation-copies = V5：第 { $round } 輪牌組 { $set } 在 { $uses } 桌使用，但只有 { $copies } 套
violation-sit-out-twice-in-row = V9：位置 { $position } 自第 { $round } 輪起連續兩輪輪空
violation-sit-out-too-often = V9：位置 { $position } 輪空 { $times } 次
help-session-about = 依場次檔排名，或為牌局做出承諾並驗證承諾（docs/events.md）
help-session-arg-action = 動作：rank（排名）、import（讀入 PBN 或 USEBIO 成績檔並與公布的排名比對）、report（HTML 報表，加 --pdf 則為 PDF）、pbn（含成績表的 PBN）、usebio（USEBIO XML）、commit（承諾）或 verify（驗證）
help-session-arg-file = 場次檔（JSON，docs/events.md），或成績檔：含成績表的 PBN，或 USEBIO XML
help-session-arg-json = 以 JSON 輸出結果
session-provisional = 暫定：本場尚未完成（{ $law }）
session-line-all = 排名
session-line-ns = 南北
session-line-ew = 東西
session-col-place = 名次
session-col-pair = 對號
session-col-matchpoints = 序分
session-col-percent = %
session-col-names = 姓名
session-alert-off-schedule = 第 { $round } 輪第 { $table } 桌第 { $board } 副：並非排定的牌或牌手（{ $law }）；{ $ruling }
session-ruling-none = 待裁判裁決
session-ruling-cancel = 裁判已取消
session-ruling-stands = 成績維持
session-alert-missing = 第 { $round } 輪第 { $table } 桌第 { $board } 副：尚無成績
session-alert-postponed = 第 { $round } 輪第 { $table } 桌第 { $board } 副：延後且尚未進行（{ $law }）
session-alert-postponed-no-result = 第 { $round } 輪第 { $table } 桌第 { $board } 副：標示已進行但沒有成績
session-audit = 更正 { $seq }（{ $at }，{ $by }），第 { $round } 輪第 { $table } 桌第 { $board } 副：{ $before } → { $after }（{ $reason }）：{ $status }
session-reason-table-reentry = 於牌桌重新輸入
session-reason-trick-dispute = 墩數爭議
session-reason-scoring-error = 計分錯誤
session-reason-late-correction = 逾期更正
session-reason-ruling = 裁決
session-reason-wrong-board = 錯打牌副
session-reason-fouled-board = 錯亂牌副
session-reason-appeal = 申訴
session-status-applied = 已採用
session-status-refused-late = 不予採用：已逾更正期限（{ $law }）
session-status-refused-without-approval = 不予採用：逾期更正須經主辦單位核准（{ $law }）
commit-hash = 承諾值（{ $scheme }，SHA-256）：{ $hash }
commit-verified = 牌局與承諾值 { $hash } 相符，且確由種子 { $seed } 發出。
error-session-action = 「{ $action }」不是場次動作（應為 rank、import、report、pbn、usebio、commit 或 verify）
error-session-json = 不是場次檔：{ $detail }
error-session-not-pairs = 只有雙人賽移位可以排名
error-session-no-such-cell = 第 { $index } 筆成績：移位中沒有第 { $round } 輪第 { $table } 桌
error-session-no-such-board = 第 { $index } 筆成績：本場沒有打第 { $board } 副
error-session-sit-out = 第 { $index } 筆成績：該桌該輪有人輪空
error-session-no-such-pair = 第 { $index } 筆成績：移位中沒有第 { $position } 對
error-session-duplicate = 第 { $index } 筆成績：第 { $round } 輪第 { $table } 桌第 { $board } 副已有成績
error-session-correction-without-result = 第 { $index } 筆更正：第 { $round } 輪第 { $table } 桌第 { $board } 副沒有可更正的成績
error-session-bad-time = 「{ $time }」不是時間（應為 HH:MM）
error-session-penalty-pair = 第 { $index } 筆罰分：移位中沒有第 { $position } 對
error-session-at-result = 第 { $round } 輪第 { $table } 桌第 { $board } 副：{ $error }
error-import-empty = 移位沒有任何一輪
error-import-zero = 輪次與桌號自 1 起算（第 { $round } 輪，第 { $table } 桌）
error-import-overlapping-sets = 第 { $board } 副同時屬於兩個不同的牌組
error-commit-bad-deal = 第 { $board } 副：「{ $text }」不是一副牌
error-commit-no-deals = 沒有可承諾的牌局
error-commit-no-seed = 尚未公布種子
error-commit-no-commitment = 尚未公布承諾值
error-commit-hash-mismatch = 牌局的雜湊值為 { $actual }，與公布的 { $expected } 不符
error-commit-not-from-seed = 第 { $board } 副不是該種子所發出的牌
events-report-title = 場次成績
events-report-travellers = 各副成績單
events-report-board = 第 { $board } 副
events-report-board-group = 第 { $board } 副，版本 { $group }（{ $law }）
events-report-dealer-vul = 發牌者 { $dealer }，有身價：{ $vul }
events-report-dd-heading = 雙明手墩數
events-report-par = 標準結果 { $score }：{ $contracts }
events-report-scorecards = 個人計分卡
events-report-scorecard = 第 { $pair } 對 { $names }
events-report-col-round = 輪
events-report-col-table = 桌
events-report-col-ns = 南北
events-report-col-ew = 東西
events-report-col-result = 結果
events-report-col-lead = 首攻
events-report-col-score = 分數
events-report-col-mp-ns = 南北序分
events-report-col-mp-ew = 東西序分
events-report-col-board = 牌號
events-report-col-versus = 對手
events-report-col-direction = 方向
events-report-col-mp = 序分
error-movement-no-such-phantom = 移位中沒有第 { $position } 對（1 至 { $positions }）
error-import-bad-seat = 「{ $seat }」不是移位中的座位（應為桌號後接 N 或 E）
error-import-inconsistent = 循環式移位需要每桌兩對起始牌手，且每個牌組都要有起始位置
help-match-about = 依比賽檔計算兩桌制隊際賽：每副的 IMP，再換算勝分或判定淘汰賽勝方（docs/events.md）
help-match-arg-file = 比賽檔（JSON，docs/events.md）
help-match-arg-json = 以 JSON 輸出結果
match-heading = { $a } 對 { $b }（{ $a } 在開室坐南北）
match-board = 第 { $board } 副：開室 { $open }，閉室 { $closed }：{ $swing }
match-swing = { $team } 得 { $imps } IMP
match-no-swing = 無差距
match-imps = IMP：{ $a } { $ia }，{ $b } { $ib }
match-vps = 勝分：{ $a } { $va }，{ $b } { $vb }
match-carry-over = 帶入分：{ $imps }
match-winner = { $team } 獲勝
match-tie = 平手：須加賽
error-match-json = 不是比賽檔：{ $detail }
error-match-no-boards = 比賽沒有任何牌副
error-match-board-twice = 第 { $board } 副出現兩次
error-match-room = 第 { $board } 副：{ $error }
error-match-split = 第 { $board } 副：隊際賽沒有其他成績可比較，不能使用分拆調整分（{ $law }）
error-match-percent = 第 { $board } 副：隊際賽的人為調整分以 IMP 表示（A+、A、A-），不用百分比
error-match-two-artificial = 第 { $board } 副：兩室給同一隊的人為調整分不同
match-swing-unbalanced = 調整分，不平衡：{ $a } { $ia }，{ $b } { $ib }
help-swiss-about = 依目前排名編排瑞士制下一輪：由上而下、不重複對戰、輪空給尚未輪空的最低名次者（docs/events.md）
help-swiss-arg-file = 排名檔（JSON，docs/events.md）
help-swiss-arg-json = 以 JSON 輸出對陣
help-knockout-about = 淘汰賽第一輪：對陣表，第 1 與第 2 種子到決賽才相遇，輪空給最高種子（docs/events.md）
help-knockout-arg-teams = 隊數（2 到 256）
help-knockout-arg-json = 以 JSON 輸出對陣表
help-round-robin-about = 循環賽賽程：每輪誰對誰，以圓周法排定，隊數為奇數時有輪空（docs/events.md）
help-round-robin-arg-teams = 隊數（2 到 256）
help-round-robin-arg-json = 以 JSON 輸出賽程
error-teams-count = { $teams } 隊：抽籤限 2 到 { $max } 隊
knockout-heading = { $teams } 隊淘汰賽，對陣表 { $places } 個位置
knockout-match = 第 { $match } 場：第 { $high } 種子 對 第 { $low } 種子
knockout-bye = 第 { $match } 場：第 { $high } 種子輪空
round-robin-round = 第 { $round } 輪：{ $matches }
round-robin-bye = （第 { $team } 隊輪空）
swiss-match = 第 { $table } 桌：{ $a } 對 { $b }
swiss-bye = 輪空：{ $who }
swiss-repeats = 有 { $count } 場為重複對戰：不存在更少重複的編排
error-swiss-json = 不是排名檔：{ $detail }
error-swiss-twice = 參賽者 { $id } 列出兩次
error-swiss-no-bye = 每位參賽者都已輪空過
error-swiss-too-few = 瑞士制至少需要兩位參賽者
# --- engine ---
error-action-card-face-up = { $card } 已亮在{ $seat }家面前（罰張或亮出之牌）：不可能未被看見而混入牌磴（{ $law }）
# --- hostile ---
error-input-not-a-file = 無法讀取 { $path }：這是{ $kind }，不是檔案
error-input-too-large = 無法讀取 { $path }：檔案超過 { $limit }，這類檔案的上限
error-input-game-too-large = { $path }：從第 { $line } 行開始的那一局超過 { $limit }，單局的上限
error-file-kind-directory = 一個目錄
error-file-kind-fifo = 一個具名管道
error-file-kind-char-device = 一個字元裝置
error-file-kind-block-device = 一個區塊裝置
error-file-kind-socket = 一個通訊端
error-file-kind-other = 非一般檔案的東西
check-warning-declarer-tag-in-lin = 標籤 Declarer 記為{ $tag }，但依叫牌莊家是{ $auction }；LIN 只保留叫牌，因此讀回時莊家會是{ $auction }
# --- server ---
help-serve-about = 在網路上開設牌桌（docs/server.md）：開一張練習桌並印出其權杖
help-serve-arg-listen = 要監聽的位址
help-serve-arg-db = 資料庫：SQLite 檔案或 postgres:// 網址
help-serve-arg-spectator-delay = 觀眾看到的牌桌落後這麼多個事件（{ $law76a2 }）
help-serve-arg-tempo-ms = 牌手動作前停頓超過這麼多毫秒，即標記給裁判（{ $law16b1 }）
help-serve-arg-allow-origin = 允許開啟 WebSocket 的來源（可重複）
help-remote-about = 在伺服器上執行牌桌腳本，或查看該處的牌桌
help-remote-run-about = 在伺服器上開一張牌桌並執行牌桌腳本，每個動作以其行為人的權杖送出
help-remote-run-arg-url = 伺服器，例如 http://127.0.0.1:8080
help-remote-run-arg-file = 腳本檔案
help-remote-run-arg-json = 以 JSON 印出狀態（格式見 docs/table-script.md）
help-remote-view-about = 印出伺服器上某張牌桌在某個身分眼中的樣子
help-remote-view-arg-url = 伺服器，例如 http://127.0.0.1:8080
help-remote-view-arg-id = 牌桌的識別碼
help-remote-view-arg-role = 身分：N、E、S、W、director（裁判）或 spectator（觀眾）
help-remote-view-arg-token = 該身分的權杖（預設：環境變數 TENACE_TOKEN；觀眾不需要）
help-remote-view-arg-json = 以 JSON 印出檢視（tenace.table.v2）
serve-listening = Tenace 牌桌伺服器位於 { $url }（資料庫 { $db }）
serve-practice = 練習桌 { $id }；檢視：{ $url }；權杖（只顯示一次）與各角色的網頁：
serve-db-error = 無法開啟資料庫 { $db }：{ $reason }
serve-listen-error = 無法監聽 { $addr }：{ $reason }
remote-runtime-error = 無法啟動網路執行環境：{ $reason }
remote-connect-error = 無法連上 { $url }：{ $reason }
remote-server-error = 伺服器回應 { $status } { $code }：{ $message }
remote-bad-reply = 無法讀取伺服器的回應：{ $reason }
remote-table-id = 牌桌：{ $id }
remote-needs-token = { $role } 的檢視需要其權杖（--token 或 TENACE_TOKEN）
remote-wrong-role = 要求的是 { $asked } 的檢視，伺服器送來的是 { $got } 的
remote-view-head = 牌桌 { $id }，身分 { $role }，第 { $seq } 個事件之後：
remote-error-bad-json = 請求不是有效的 JSON
remote-error-bad-body = 請求過大或無法讀取
remote-error-bad-event = 此動作不是事件
remote-error-bad-script = 無法讀取此動作行
remote-error-bad-request = 無法依要求開設牌桌
remote-error-unauthorized = 需要有效的權杖
remote-error-wrong-table = 此權杖屬於另一張牌桌
remote-error-not-your-action = 此動作不是該權杖身分可做的
remote-error-director-only = 只有裁判可以這麼做
remote-error-refused = 引擎拒絕了此動作；沒有任何改變
remote-error-no-such-table = 沒有這張牌桌
remote-error-origin-not-allowed = 此來源不可開啟牌桌的連線
remote-error-owned-elsewhere = 此牌桌目前由另一個伺服器節點持有；請再試一次
remote-error-storage = 伺服器無法儲存此動作；未予確認
remote-error-corrupt = 牌桌儲存的紀錄無法重播

# --- web ---
web-title = Tenace
web-lang-other = English
web-index-intro = 依照橋牌規則打牌：不阻止違常，由規則處理違常。建立一張牌桌，再為每個座位開啟一個連結（四台裝置或四個分頁）。
web-index-create = 練習牌桌
web-index-board = 牌號
web-index-seed = 種子（可省略）
web-index-deal = 牌局（PBN，可省略）
web-index-mode = 模式
web-mode-auto = 自動裁判（每次違常時牌桌暫停）
web-mode-table = 牌桌模式（違常在有人提請注意前維持有效）
web-index-create-button = 建立牌桌
web-index-created = 已建立牌桌 { $id }。
web-index-tables = 你的牌桌
web-index-tables-hint = 每個連結在 # 號之後帶有該座位的權杖（不會在網址中送到伺服器）。把各自的連結交給每位牌手；裁判的連結由你保管。
web-index-director-link = 裁判面板
web-role-director = 裁判
web-role-spectator = 觀眾
web-seat-n = 北家
web-seat-e = 東家
web-seat-s = 南家
web-seat-w = 西家
web-you-are = 你是{ $seat }
web-you = 你
web-dummy = 夢家
web-declarer = 莊家
web-connected = 已連線
web-disconnected = 重新連線中…
web-board = 第 { $n } 副牌
web-dealer = 發牌人：{ $seat }
web-vul-none = 雙無
web-vul-ns = 南北有身價
web-vul-ew = 東西有身價
web-vul-both = 雙有
web-contract = 合約：{ $contract }
web-tricks-won = 贏磴 南北 { $ns } · 東西 { $ew }
web-phase-auction = 叫牌
web-phase-clarification = 澄清期
web-phase-play = 打牌
web-phase-claim = 攤牌
web-phase-complete = 本副牌結束
web-phase-passed-out = 四家派司
web-to-act = 輪到{ $seat }
web-last-trick = 上一牌磴
web-auction = 叫牌過程
web-bidding-box = 叫牌盒
web-bidding-box-hint = 任何叫品都可以叫出，不論是否輪到、是否足夠：由規則處理。
web-call-pass = 派司
web-call-double = 賭倍
web-call-redouble = 再賭倍
web-alerted = 已提醒
web-alert-button = 提醒同伴的上一個叫品
web-explain-button = 解釋同伴的上一個叫品
web-explain-placeholder = 這個叫品的意義
web-explanation = { $call }：{ $seat }解釋「{ $text }」
web-laws = 規則的處理
web-choose = 選擇此項
web-waiting-director = 牌桌等待裁判。
web-claim = 攤牌或捐牌
web-claim-tricks = 牌磴數
web-claim-statement = 說明
web-claim-button = 攤牌
web-concede-button = 捐牌
web-agree = 同意
web-dispute = 異議
web-claim-state = { $seat }攤牌：「{ $statement }」（{ $status }）
web-claim-status-pending = 等待防家回應
web-claim-status-agreed = 已同意
web-claim-status-contested = 有異議：由裁判裁決
web-claim-status-awarded = 裁判已裁決
web-claim-status-void = 無效：繼續打牌
web-other-action = 其他動作
web-other-action-hint = 牌桌腳本的任何一行（docs/table-script.md），例如「W alert」、「E attention」、「S asks W」。
web-send = 送出
web-result = 結果
web-penalty-cards = 罰張：
web-penalty-card = 罰張
web-director-title = 裁判面板
web-director-token = 裁判權杖
web-director-open = 開啟
web-director-hint = 需要你處理的牌桌排在最前：違常、各個選項與由誰選擇、打牌結束後的檢查事項與節奏標記。
web-director-log = 牌桌紀錄
web-log-time = 時間
web-log-actor = 執行者
web-log-event = 事件
web-table = 牌桌 { $id }
web-deal = 牌局：
web-options = 選項
web-rule = 裁決此項
web-award = 判給（引擎的提議）
web-review = 打牌結束後檢查：
web-tempo = 節奏中斷：
web-irregularity-hidden = { $seat }的違常（其事實涉及你不能看的牌）
web-error-unauthorized = 此頁面沒有這張牌桌的有效權杖。
web-error-wrong-table = 此權杖屬於另一張牌桌。
web-error-not-your-action = 這不是你可以做的動作。
web-error-refused = 此牌桌上不可能這樣做。
web-error-bad-script = 無法讀取這一行。
web-error-no-such-table = 沒有這張牌桌。
web-error-director-only = 只有裁判可以這樣做。

# --- results ---
web-index-club-link = 舉辦俱樂部賽（輸入成績與即時排名）
web-results-club-title = 舉辦俱樂部賽
web-results-club-intro = 依移位表建立一場比賽。每張牌桌取得一個給桌上裝置（手機或平板）的連結，用來輸入該桌的成績；對手在同一裝置上確認；排名頁會隨成績送達自動更新。
web-results-name = 比賽名稱
web-results-kind = 移位方式
web-results-tables = 桌數
web-results-boards-per-round = 每輪牌副數
web-results-server-token = 全伺服器裁判權杖（僅在伺服器設有時）
web-results-create = 建立比賽
web-results-created = 比賽 { $id } 已建立。
web-results-sessions = 你的比賽
web-results-links-hint = 每個連結在 # 號之後帶有權杖（不會在網址中送到伺服器）。把各桌的連結放在該桌的裝置上；裁判的連結由你保管。
web-results-link-table = 第 { $table } 桌
web-results-link-director = 裁判成績頁
web-results-link-ranking = 排名
web-results-entry-title = 第 { $table } 桌
web-results-round = 輪次
web-results-board = 牌副
web-results-board-n = 第 { $board } 副
web-results-pairs = 南北第 { $ns } 對，東西第 { $ew } 對
web-results-level = 階數
web-results-strain = 名目
web-results-doubling = 賭倍？
web-results-undoubled = 未賭倍
web-results-doubled = 賭倍
web-results-redoubled = 再賭倍
web-results-passed-out = 四家派司
web-results-declarer = 莊家
web-results-lead = 首攻
web-results-lead-none = （未記錄）
web-results-tricks = 莊家贏得的牌磴數
web-results-entered-by = 輸入方
web-results-score-preview = 分數：南北 { $ns }，東西 { $ew }
web-results-send = 送出成績
web-results-confirm-ns = 南北確認
web-results-confirm-ew = 東西確認
web-results-awaiting = 等待{ $side }確認
web-results-confirmed = 已確認
web-results-unconfirmed = 尚未確認
web-results-no-result = 尚無成績
web-results-round-done = 本輪每一副都已有確認的成績。
web-results-side-ns = 南北
web-results-side-ew = 東西
web-results-ranking-title = 排名
web-results-provisional = 暫定：目前已有 { $n } 筆成績。
web-results-final = 所有成績皆已輸入。
web-results-line-all = 總排名
web-results-line-north-south = 南北
web-results-line-east-west = 東西
web-results-col-place = 名次
web-results-col-pair = 對號
web-results-col-names = 姓名
web-results-col-mp = 序分
web-results-col-percent = %
web-results-col-boards = 副數
web-results-travellers = 各副成績單
web-results-col-round = 輪
web-results-col-table = 桌
web-results-col-ns = 南北
web-results-col-ew = 東西
web-results-col-contract = 合約
web-results-col-declarer = 莊家
web-results-col-tricks = 牌磴
web-results-col-lead = 首攻
web-results-col-score = 南北分數
web-results-col-mp-ns = 南北序分
web-results-col-mp-ew = 東西序分
web-results-live = 即時
web-results-reconnecting = 重新連線中…
web-results-director-title = 裁判成績頁
web-results-director-token = 裁判權杖
web-results-open = 開啟
web-results-director-hint = 各桌各輪的牌副：輸入缺少的成績，或附上理由更正、撤回成績。每次變更都是稽核紀錄中的新一列。
web-results-correct = 更正
web-results-withdraw = 撤回
web-results-enter = 輸入
web-results-reason = 理由
web-results-adjusted = 調整得分（A+/A-、60%-40%）
web-results-not-played = 未打
web-results-audit = 稽核紀錄
web-results-kind-entered = 輸入
web-results-kind-confirmed = 確認
web-results-kind-corrected = 更正
web-results-kind-withdrawn = 撤回
web-results-by-table = 牌桌裝置
web-results-by-director = 裁判
web-results-replaces = 取代第 { $seq } 列
web-results-error-no-such-session = 沒有這場比賽。
web-results-error-wrong-session = 此權杖屬於另一場比賽。
web-results-error-bad-request = 無法讀取此請求。
web-results-error-bad-session = 無法依此移位表建立比賽。
web-results-error-too-many-tables = 一場比賽最多 { $max } 桌，而不是 { $tables } 桌。
web-results-error-other-table = 這是第 { $mine } 桌的裝置，不是第 { $table } 桌的。
web-results-error-no-such-round = 本場比賽沒有第 { $round } 輪。
web-results-error-no-such-table-in-round = 第 { $round } 輪沒有第 { $table } 桌。
web-results-error-table-idle = 第 { $table } 桌在第 { $round } 輪沒有牌副。
web-results-error-board-not-at-table = 第 { $board } 副不在第 { $round } 輪第 { $table } 桌進行。
web-results-error-bad-contract = 「{ $text }」不是合約。
web-results-error-bad-declarer = 「{ $text }」不是莊家（N、E、S 或 W）。
web-results-error-bad-tricks = { $text } 不是牌磴數（0 到 13）。
web-results-error-bad-lead = 「{ $text }」不是一張牌。
web-results-error-bad-adjusted = 「{ $text }」不是調整得分。
web-results-error-bad-side = 「{ $text }」不是一方（南北或東西）。
web-results-error-incomplete-result = 請給出合約及其莊家與牌磴數，或一個調整得分。
web-results-error-already-confirmed = 第 { $round } 輪第 { $table } 桌第 { $board } 副已有確認的成績；請找裁判更正。
web-results-error-already-entered = 第 { $round } 輪第 { $table } 桌第 { $board } 副已有成績（第 { $seq } 列）；請更正該列。
web-results-error-not-current = 第 { $seq } 列不是目前的成績。
web-results-error-confirmed-already = 第 { $seq } 列已經確認。
web-results-error-same-side = 輸入成績的一方不能確認：由對手確認。
web-results-error-reason-needed = 更正需要理由。
web-results-movement-mitchell = Mitchell 移位
web-results-movement-skip-mitchell = 跳桌 Mitchell 移位
web-results-movement-relay-mitchell = 接力暨休息架 Mitchell 移位
web-results-movement-howell = Howell 移位
web-results-movement-hesitation = 遲滯 Mitchell 移位
web-results-confirms = 確認第 { $seq } 列
web-results-withdraws = 撤回第 { $seq } 列
session-col-imps = 國際序分
session-col-imps-per-board = 每副國際序分
web-results-scoring = 計分方式
web-results-scoring-matchpoints = 序分
web-results-scoring-cross-imps = 交叉國際序分
web-results-col-imps = 國際序分
web-results-col-imps-per-board = 每副國際序分
web-results-col-imps-ns = 南北國際序分
web-results-col-imps-ew = 東西國際序分
web-results-error-too-many-boards = 一場比賽最多 { $max } 副牌，而不是 { $boards } 副。
# --- imports (issue 17: session import, PDF reports, double-dummy analysis) ---
help-session-arg-pdf = 搭配 report：將報表以 PDF 寫入此檔
error-session-import-not-pbn = import 讀取的是成績檔（含 ScoreTable 段落的 PBN，或 USEBIO XML）；此檔不是
error-pdf-font = 無法讀取 PDF 字型
error-pbn-import-no-games = 檔案中沒有任何 PBN 牌局
error-pbn-import-no-score-table = 沒有任何牌局含 ScoreTable：這是牌譜，不是成績檔
error-pbn-import-no-board = 第 { $game } 局：缺少 Board 標籤
error-pbn-import-missing-column = 第 { $board } 副：ScoreTable 缺少欄位 { $column }
error-pbn-import-bad-value = 第 { $board } 副第 { $row } 列：{ $column }「{ $value }」無法讀取
error-pbn-import-missing-total-column = TotalScoreTable 缺少欄位 { $column }
error-pbn-import-bad-total-value = TotalScoreTable 第 { $row } 列：{ $column }「{ $value }」無法讀取
error-pbn-import-imps = 此場次以國際序分計分：`session import` 會重新計分並比對；其他動作只接受以序分計分的場次
error-pbn-import-row = 第 { $board } 副第 { $row } 列：{ $error }
session-compare-heading = 與主辦單位公布的成績比對：
session-compare-scale-same = 主辦單位的序分與我們同一尺度（每勝過一個成績得 2，平手得 1）。
session-compare-scale-ratio = 主辦單位的序分為 2/1/0 尺度的 { $ratio } 倍（我們為 { $ours } 倍）；以主辦單位的尺度比對。
session-compare-scale-unknown = 檔案未列出各副的序分；只比對排名。
session-compare-board = 第 { $board } 副：{ $lines } 列中有 { $agree } 列與公布相同；{ $reason }
session-compare-reason-factoring = 成績較少的牌副，主辦單位採用{ $theirs }（我們採用{ $ours }）
session-compare-reason-score = 第 { $round } 輪第 { $table } 桌公布的分數並非其合約與結果應得的分數
session-compare-reason-unexplained = 我們所知的方法都得不到公布的數字
session-factoring-neuberg = Neuberg 公式
session-factoring-proportional = 按比例調整滿分
session-factoring-none = 不調整（各副以其本身的滿分計）
session-compare-agree = 第 { $pair } 對：名次 { $place }，{ $percent } %——與公布相同
session-compare-differ = 第 { $pair } 對：我們為名次 { $place }，{ $percent } %；公布為名次 { $their_place }，{ $their_percent } %——{ $reason }
session-compare-unpublished = 第 { $pair } 對：名次 { $place }，{ $percent } %——不在公布的排名中
session-compare-all-agree = 公布的數字全部與我們相同。
session-compare-some-differ = 部分公布的數字與我們不同（見上）。
events-report-col-dd = 雙明手
events-report-col-dd-diff = 與雙明手差
events-pdf-written = 已寫入 { $path }（{ $pages } 頁）
events-pdf-english-only = PDF 為英文：找不到中文字型（Noto Sans CJK TC，Debian 套件 fonts-noto-cjk）。
events-pdf-page = 第 { $page } 頁，共 { $pages } 頁
events-pdf-boards = 牌副數
events-pdf-total = 合計
events-pdf-passed = 四家派司
error-usebio-xml = XML 格式錯誤，位於第 { $position } 位元組：{ $reason }
error-usebio-not-usebio = 不是 USEBIO 檔（沒有 USEBIO 元素）
error-usebio-no-event = USEBIO 檔中沒有雙人賽 EVENT
error-usebio-not-matchpoints = 此賽事以 { $method } 計分；目前只讀入 MATCH_POINTS
error-usebio-bad-value = { $element }「{ $value }」無法讀取
error-usebio-bad-hands = 第 { $board } 副：四家牌組不成一副牌
error-bws-no-mdbtools = 讀取 Bridgemate .bws 檔需要 mdb-export（Debian 套件 mdbtools），但尚未安裝
error-bws-export = mdb-export 無法讀取 ReceivedData 資料表：{ $reason }
error-bws-empty = ReceivedData 資料表是空的
error-bws-missing-column = ReceivedData 資料表缺少欄位 { $column }
error-bws-quote = ReceivedData 第 { $line } 行：引號欄位未結束
error-bws-bad-value = ReceivedData 第 { $line } 行：{ $column }「{ $value }」無法讀取
# --- panel ---
error-action-not-time-to-ask = { $seat }家只能在輪到自己叫牌或出牌時發問（{ $law }）
error-action-not-opponents-call = 第 { $number } 個叫品不是{ $seat }家對手的叫品：牌手只能詢問對手的叫品（{ $law }）
error-action-nothing-to-ask = { $seat }家的對手尚未叫過牌，無從詢問
error-action-no-such-question = 沒有第 { $number } 個問題
error-action-not-to-answer = { $seat }家不可回答第 { $number } 個問題：應由叫出該叫品者的同伴回答（{ $law }）
error-action-empty-answer = 回答不可空白
error-action-no-such-review-point = 待審事項中沒有這一項
error-action-bad-assigned-score = 指派結果調整得分須有一至四個結果，每個最多 13 磴，權重合計 100（{ $law }）；程序性罰分須為正數（{ $law90 }）
error-script-not-number = `{ $word }` 不是數字（1 或以上）
error-script-not-review-point = `{ $word }` 不是待審事項（board、flag、info、question、revoke 或 tempo）
error-script-not-penalty-unit = `{ $word }` 不是單位（%、imps 或 vp-tenths）
error-script-not-contract = `{ $word }` 不是附莊家的合約（例如 4SX N）
error-needs-question-and-answer = 問題的編號與回答
error-needs-review-point = 待審事項：board、flag N、info N、question N、revoke N 或 tempo SEQ
error-needs-assigned-result = 一個結果：合約、莊家與磴數（4SX N 10）或 passout；有多個結果時附權重，例如 60%
error-needs-penalty-amount = 一方、數額與單位（%、imps 或 vp-tenths），例如 NS 10 %
help-serve-arg-open-create = 即使設定了 TENACE_DIRECTOR_TOKEN，仍讓任何人都能開設牌桌
panel-result-artificial = 無結果：人為調整得分（{ $law }）：南北方 { $ns }，東西方 { $ew }
panel-result-assigned = 指派結果調整得分（{ $law }）：{ $parts }。得分：南北 { $ns }，東西 { $ew }
panel-assigned-part = { $contract }，{ $tricks } 磴
panel-assigned-passout = 四家皆派司
panel-assigned-weighted = { $what } 佔 { $weight }%（{ $ns }）
panel-result-penalty = 程序性罰分（{ $law }）：{ $side } { $amount } { $unit }。
panel-unit-percent = % 頂分
panel-unit-imps = IMP
panel-unit-vp-tenths = 十分之一 VP
web-panel-create-token = 裁判代碼（伺服器要求時）
web-panel-ask = ?
web-panel-ask-title = 詢問這個叫品
web-panel-ask-auction = 詢問對手的叫牌過程
web-panel-question-call = {$seat}詢問{$caller}的 {$call}
web-panel-question-auction = {$seat}詢問對手的叫牌過程
web-panel-answer-by = {$seat}：{$text}
web-panel-answer-placeholder = 你的解釋
web-panel-answer = 回答
web-panel-pick = 點選出牌
web-panel-pick-rest = 其餘全部
web-panel-pick-clear = 清除
web-panel-pick-hint = 依你將打出的順序點選你的牌（及夢家的牌）。
web-panel-adjust = 調整得分
web-panel-score-60-40 = 南北 60 / 東西 40
web-panel-score-50-50 = 50 / 50
web-panel-score-40-60 = 南北 40 / 東西 60
web-panel-score-40-40 = 40 / 40
web-panel-assign = 指派
web-panel-review = 待審事項
web-panel-point-flag = 待審事項 {$law}
web-panel-point-info = 資訊（{$law}）
web-panel-point-tempo = 節奏中斷：{$seat}，{$secs} 秒
web-panel-point-question = {$seat}的詢問
web-panel-decided-no-adjustment = 不調整
web-panel-decided-assigned = 指派結果調整得分
web-panel-decided-procedural-penalty = 程序性罰分
web-panel-no-adjustment = 不調整
web-panel-penalty = 程序性罰分
web-panel-side-ns = 南北
web-panel-side-ew = 東西
web-panel-substitute = 替換牌手
web-panel-substitute-button = 替換
web-panel-new-link = {$seat}的新連結（僅顯示一次）：
panel-view-hidden = （{ $held } 張）
panel-view-question = { $seat }詢問{ $number ->
    [0] 對手的叫牌過程
   *[other] 第 { $number } 個叫品
}：
panel-view-trick = 第 { $number } 磴：{ $cards } — { $winner }
panel-view-score = 得分：南北 { $ns }，東西 { $ew }
# --- rulings ---
next-lead-option-forbid = 輪到{ $leader }攻牌；莊家{ $declarer }得先禁止一種花色（{ $suits }），或不禁止（{ $law }）。
lead-restriction-nothing-to-forbid = { $partner }無攻牌限制：{ $offender }已在合法叫牌中表示每一種花色，莊家沒有可禁止的花色（{ $law }）
error-action-no-penalty-card-option = 目前沒有可行使的{ $laws }選項；只有在攻牌者的同伴持有大罰牌時，莊家才於防家攻牌前有此選項
error-why-law26b-forbid-only = 莊家在此次攻牌的選項只是禁止一種花色，或不禁止；他不得要求攻出某一花色
error-why-opponent-kept-his-card = 他的牌仍然有效：輪次在他之前的對手並未更換自己的牌
irregularity-face-down-lead-after-faced-lead = { $offender }在其同伴違序首攻亮牌之後，以牌面朝下攻出{ $card }；該牌退回其手中

# --- main: movement import ---
error-movement-tables-needed = 產生移位方式需要 `--tables N`（桌數）
error-movement-file-with-kind = 只有 `movement import` 會讀取檔案；產生的移位方式不需要 `{ $file }`
error-movement-import-no-file = `movement import` 需要指定要讀取的移位檔案
movement-imported = { $file }：已讀取並驗證

# --- reports13 ---
check-contract-from-tags = { $contract }（依標籤；叫牌未完成）
check-no-contract = 無合約
# --- events17 ---
error-session-individual-seats = 第 { $index } 筆成績：個人賽的選手由移位表決定，成績不能另指南北或東西的選手
error-session-match = 第 { $round } 輪第 { $table } 桌的比賽：{ $error }
session-col-vps = 勝分
web-results-error-no-such-event = 沒有這項賽事。
session-imps-butler = 巴特勒制（對基準分計國際序分）
session-imps-cross = 交叉國際序分（對其他每個成績）
session-imps-method = { $method }：重現 { $lines } 行公布成績中的 { $agree } 行
session-imps-contestant = 第 { $pair } 對：我們算得第 { $place } 名，{ $imps } 國際序分；公布為第 { $their_place } 名，{ $their_imps } — { $verdict }
session-imps-agree = 與公布相同
session-imps-differs = 不同
# --- play14 ---
error-action-awaiting-penalty-card-choice = 莊家{ $declarer }家須先指定{ $seat }家出哪一張罰張（{ $law }）
error-action-no-penalty-card-choice = 目前沒有可指定該張罰張的選項（{ $law }）
error-action-must-name-penalty-card = 莊家須指定其中一張罰張（{ $law }）
next-penalty-card-choice = 輪到{ $player }出牌；莊家{ $declarer }須先指定其罰張（{ $cards }）中出哪一張（{ $law }）。
error-action-hands-not-returnable = 僅在拍賣全部派司或打牌結束後，四手牌才能放回牌套（{ $law }）
status-awaiting-finding-who-saw-card = 裁判須查明何人看到該張牌：此資訊屬於看到者一方（{ $law }）
ruling-card-seen-by = { $seat }看到{ $card }：對其一方為外來資訊（{ $law }）
ruling-play-normally = 該資訊不致妨礙正常進行：本牌照常進行
ruling-play-on-ready-to-adjust = 本牌打完；裁判隨時準備調整分數
effect-board-played-normally = 本牌照常進行
effect-board-redealt = 為這些參賽者重新發牌；本桌無結果
effect-extraneous-info-of-the-side-that-saw = 該資訊對看到該牌者之一方為外來資訊
effect-play-on-ready-to-adjust = 打完本牌；若該資訊影響結果，裁判將調整分數
error-action-not-the-card-seen = { $card }不是首次叫品前亮出的那張牌（{ $law }）
error-action-own-card-seen = 該牌為{ $seat }家所持：自己的牌不構成外來資訊（{ $law }）
error-action-not-before-dummy-faced = 僅在已亮出的首攻為唯一出過的牌時，才能認定夢家尚未攤牌（{ $laws }）
# --- inputs14 ---
error-needs-call-and-explanation = 叫品的編號與解釋
error-needs-doubt-factor = 係數（1 至 1.2）及其所偏向之結果的編號，例如 doubt 1.2 1
error-action-not-time-to-correct = { $seat }家此時不得更正同伴的解釋：莊家或夢家須在最後一個 Pass 之後，防守方須在打牌結束時（{ $law }）
error-action-not-to-explain = { $seat }家只能解釋同伴的叫品，或更正同伴對自己叫品的解釋（{ $law }）
error-needs-pause = 停頓的長度，以秒（12）或毫秒（8500ms）為單位
error-needs-question-number = 問題的編號
error-action-no-such-extraneous = 沒有{ $seat }家的此項外來訊息可供記錄：停頓須有長度，未提醒須是同伴仍有效的叫品，問題須是他本人所問（{ $law }）
info-tempo = { $seat }的節奏中斷（{ $secs } 秒）
info-no-alert = { $seat }未提醒 { $call }（第 { $number } 個叫品）
info-question = { $seat }的第 { $number } 個問題
ruling-extraneous = { $seat }向同伴傳遞的外來訊息：{ $what }
info-no-alert-last = { $seat }未提醒同伴的最後一個叫品
error-action-not-among-narrowed = { $card } 不在裁判限定防守方選擇的牌之中（{ $law }）
error-action-no-choice-to-narrow = 唯有在防守方選擇夢家的牌時，裁判才能將選擇限定於夢家的牌（{ $law }）
ruling-narrow-designation = 防守方從 { $cards } 中選擇夢家的牌
error-action-not-dealt-out-of-turn = { $seat }家是應發牌者：違序發牌須是其他牌手所為，並須在盤式橋牌牌桌上、第一個叫品之前記錄（芝加哥制，附錄 4 G）
ruling-dealt-out-of-turn = { $seat }違序發牌：應發牌者仍可先叫；若{ $seat }先叫，其後依序輪流叫牌（芝加哥制，附錄 4 G）
# --- claims14 ---
ruling-claim-aware = 攤牌者知道對手仍持有王牌（{ $law }）
ruling-claim-unaware = 攤牌者可能不知道對手仍持有王牌（{ $law }）
ruling-claim-class-average = 相關牌手之等級：一般（{ $law }）
ruling-claim-class-expert = 相關牌手之等級：專家（{ $law }）
ruling-claim-hand-shown = 攤牌者攤牌時已亮出其手牌（{ $law }）
ruling-claim-hand-not-shown = 攤牌者未亮出其手牌（{ $law }）
info-concession-objected = { $seat }之捐牌，其同伴立即提出異議
claim-status-withdrawn = 同意已撤回；由裁判審查同意方若繼續打牌是否可能贏得更多牌磴（{ $law }）
claim-review = 依 { $law } 審查：若繼續打牌，主張方在同意的 { $claimed } 磴中可得 { $played } 磴；預設將 { $restore } 磴歸還同意方
claim-review-non-obvious = 此得益需要並不明顯的防禦打法（若牌桌上未發現，不屬「可能」）
claim-review-hand-shown = 攤牌者已亮出其牌：同意方當時應已看出此防禦

# --- rulings14 ---
error-action-no-trick-in-progress = 目前沒有進行中之牌磴：此時亮出之牌張涉及其後之牌磴，屬攤牌或捐牌（{ $law }）
error-action-only-trick-in-progress = 只剩進行中之牌磴：僅與該牌磴有關之聲明不構成攤牌或捐牌，繼續打牌（{ $law }）
error-action-correction-period-over = 更正時限已過：已同意之攤牌或捐牌成立（{ $law }）
claim-conceded-won = 此捐牌放棄了該方實際上已在打牌中贏得之 { $tricks } 磴；裁判於更正時限內撤銷該部分（{ $law }）
error-needs-trick-number = 牌磴的編號
info-pointed-card = { $seat }逾時指出其第 { $number } 磴之牌張方向擺錯
# --- events17b ---
session-col-player = 選手
session-col-team = 隊
events-report-scorecard-player = 第 { $pair } 號選手 { $names }
events-report-scorecard-team = 第 { $pair } 隊 { $names }
events-report-matches = 各場比賽
events-report-col-home = 主隊
events-report-col-away = 客隊
events-report-col-imps-home = 主隊國際序分
events-report-col-imps-away = 客隊國際序分
events-report-col-vps-home = 主隊勝分
events-report-col-vps-away = 客隊勝分
error-session-bye-vps = 輪空的勝分（bye_vps）須在 0 到 20 之間，而非 { $vps }
session-tie-break-direct-match = 以直接對戰成績領先
session-tie-break-imp-quotient = 以國際序分商數領先
session-tie-break-common-opponents = 以對共同對手的國際序分領先
# --- claims13 ---
error-solver-refused = 雙明手求解器 { $solver } 無法處理此局面
error-solver-bad-answer = 雙明手求解器 { $solver } 傳回不合約定的結果
error-solver-internal = 雙明手求解器 { $solver } 發生內部錯誤（{ $message }）

# --- events17c ---
web-results-error-already-postponed = 第 { $round } 輪第 { $table } 桌第 { $board } 副已延後。
web-results-error-board-postponed = 第 { $round } 輪第 { $table } 桌第 { $board } 副已延後；其成績由裁判輸入。
web-results-error-no-such-pair = 本場沒有第 { $pair } 對。
web-results-error-bad-names = 姓名：{ $text }
web-event-title = 賽事
web-event-rounds = 第 { $rounds } 輪後的排名
web-event-place = 名次
web-event-team = 隊
web-event-vps = 勝分
web-event-imps-won = 得國際序分
web-event-imps-lost = 失國際序分
web-event-matches = 場數
web-event-results = 對戰
web-event-round = 輪
web-event-home = 主隊
web-event-away = 客隊
web-event-imps = 國際序分
web-event-bye = 輪空
web-event-corrected = 已更正
web-results-postponed = 延後（成績由裁判輸入）
# --- rulings14b ---
error-action-round-not-ended = 該圈尚未結束：裁判應裁定兩方共同之得分，而非僅減少一方之得分（{ $law }）
error-action-no-rubber-counterpart = 橋牌盤式規則無與 { $law } 相應之條文
error-action-no-score-to-decrease = 沒有可減少之得分點數（{ $law }）
error-needs-decrease-points = 一方及自其得分中減去之點數，例如 NS 50
panel-result-split = 分別計分（{ $law }）：南北方 { $ns }，東西方 { $ew }。
error-action-review-expired = { $seat } 已出牌，要求覆述叫牌過程之權利已消失（{ $law }）；仍得詢問合約及是否被賭倍（{ $instead }）
error-action-no-auction-request = { $seat } 此時不得詢問叫牌過程：僅莊家或防家得於叫牌結束後、打牌結束前詢問（{ $law }）
error-script-not-auction-after-review = `{ $word }` 不是 shown 或 hidden
error-needs-auction-after-review = shown 或 hidden

# --- events17d ---
web-results-error-unknown-kind = 「{ $text }」不是比賽種類：請用 pairs（雙人賽）、individual（個人賽）或 teams（隊際賽）。
web-results-error-movement-kind-mismatch = 移位表 { $movement } 適用於{ $fits ->
        [pairs] 雙人賽
        [individual] 個人賽
       *[teams] 隊際賽
    }，不適用於{ $kind ->
        [pairs] 雙人賽
        [individual] 個人賽
       *[teams] 隊際賽
    }。
web-results-error-scoring-for-teams = 隊際賽以國際序分及勝分計分；計分方式只供雙人賽及個人賽選擇。
web-results-error-wrong-contestant = 這是{ $kind ->
        [pairs] 雙人賽
        [individual] 個人賽
       *[teams] 隊際賽
    }：請指定{ $wanted ->
        [pair] 一對
        [player] 一位選手
       *[team] 一隊
    }，而不是{ $given ->
        [pair] 一對
        [player] 一位選手
       *[team] 一隊
    }。
web-results-error-no-such-player = 本場沒有第 { $player } 號選手。
web-results-error-no-such-team = 本場沒有第 { $team } 隊。
web-results-error-not-a-team-session = 比賽 { $session } 不是隊際賽。
web-results-error-team-not-mapped = 本場第 { $team } 隊沒有對應的賽事參賽者。
web-results-error-round-taken = 賽事第 { $round } 輪已有成績。
web-results-error-round-from-session = 賽事第 { $round } 輪的成績取自已儲存的比賽；請更正該比賽的成績。
web-results-error-boards-mismatch = 該比賽每場 { $session } 副，賽事每場 { $event } 副。
# --- events17e ---
session-tie-break-more-decimals = 以更多位小數領先
session-tie-break-direct-meetings = 以彼此對戰之牌的成績領先
session-tie-break-boards-compared = 以相互比較之牌的成績領先
error-session-tie-break-for-teams = 破同分規則 `{ $rule }` 適用於隊制賽，不適用於雙人賽或個人賽之節
error-session-tie-break-for-pairs = 破同分規則 `{ $rule }` 適用於雙人賽及個人賽，不適用於隊制賽之節
error-session-switch = { $switch } { $value }：此選項不接受這個值
error-session-scoring-results-file = 成績檔在此以序分計分（主辦單位的國際序分計分由 `session import` 找出並比對）：--scoring cross-imps 或 butler 僅適用於場次檔
help-session-arg-options = 記分選項，JSON 格式（平均正分之分值、換算法等），取代檔中所設；以下各選項再覆蓋之
help-session-arg-scoring = 各牌之計分方式：matchpoints、cross-imps 或 butler（場次檔；成績檔以序分計分）
help-session-arg-matchpoint-scale = 序分制：2/1/0（每勝過一個成績得 2 分）或 1/0.5/0（得 1 分）
help-session-arg-factoring = 成績較少之牌如何換算至完整滿分：neuberg、proportional 或 none
help-session-arg-expected-scores = 每副牌換算所依之成績數
help-session-arg-average-plus = 平均正分，滿分之百分比（至少 60）
help-session-arg-average-minus = 平均負分，滿分之百分比（至多 40）
help-session-arg-butler-trim = 巴特勒制：計算基準前兩端各捨去之成績：個數、百分比（10%）或 none
help-session-arg-butler-min-scores = 巴特勒制：僅在成績至少此數之牌捨去
help-session-arg-datum-rounding = 巴特勒制：基準取至此分數之倍數（0：不取整）
help-session-arg-cross-imps = 交叉國際序分：per-comparison（總和除以比較次數）或 total（總和）
help-session-arg-vp-total = 隊制賽之節：一場比賽雙方共分之勝分（WBF：20）
help-session-arg-vp-blitz-factor = 隊制賽之節：大勝差額為此係數乘以牌數之平方根（WBF：15）
help-session-arg-tie-break = 破同分規則之順序，以逗號分隔：more-decimals、direct-meetings、boards-compared（雙人賽及個人賽）；direct-match、imp-quotient、common-opponents（隊制賽）
error-bws-sections = RoundData 描述了 { $count } 個分區；Tenace 一次只讀一個
error-bws-round-data = RoundData 無法構成移位表：{ $reason }
schedule-given = 依檔案之移位表（RoundData，{ $rounds } 輪，{ $tables } 桌）核對賽程：
schedule-rebuilt = 核對賽程：由各牌成績之輪次與桌號重建之移位表（{ $rounds } 輪，{ $tables } 桌）通過驗證。
schedule-refused = 核對賽程：由各牌成績之輪次與桌號重建之移位表未通過驗證：{ $reason }
schedule-no-rounds = 核對賽程：沒有成績載明輪次與桌號，無法重建移位表。
schedule-no-cell = 第 { $round } 輪第 { $table } 桌第 { $board } 副牌：移位表中該輪沒有此桌
schedule-pairs = 第 { $round } 輪第 { $table } 桌第 { $board } 副牌：由 { $ns } 對 { $ew } 打，移位表安排的是 { $sns } 對 { $sew }
schedule-board = 第 { $round } 輪第 { $table } 桌：第 { $board } 副牌不是移位表給此桌的牌
schedule-missing = 第 { $round } 輪第 { $table } 桌：第 { $board } 副牌沒有成績
schedule-unplaced = 第 { $board } 副牌：{ $ns } 對 { $ew } 沒有輪次或桌號
schedule-agrees = 每一個成績都在移位表安排之處。
# --- web17 ---
web-results-names-title = 各對選手姓名
web-results-names-pair = 對
web-results-names-pair-n = 第 { $pair } 對
web-results-names-player1 = 第一位選手
web-results-names-player2 = 第二位選手
web-results-names-save = 登記姓名
web-results-names-saved = 第 { $pair } 對的姓名已登記。
web-results-postpone = 延後
web-results-postpone-reason = 理由（可不填）
web-results-postpone-board = 延後第 { $board } 副
web-results-kind-postponed = 延後
web-results-cards-link = 桌卡
web-results-cards-title = 桌卡
web-results-cards-hint = 每桌一張，列印後放在桌上：每輪的對號與牌副，以及開啟該桌成績輸入的 QR 碼。
web-results-cards-print = 列印
web-results-cards-no-token = 沒有 QR 碼：這個瀏覽器沒有該桌的連結。請在建立場次的瀏覽器列印桌卡。
web-results-cards-qr = 第 { $table } 桌連結的 QR 碼
web-results-cards-scan = 用該桌的裝置掃描以輸入成績。
web-results-cards-boards = 牌副
web-results-error-qr-empty = 沒有可放進 QR 碼的內容。
web-results-error-qr-too-long = 文字長 { $len } 位元組；此處的 QR 碼最多容納 { $max }。
web-results-error-qr-encode = 這段文字無法放進 QR 碼。
web-event-next-round = 下一輪：第 { $round } 輪
web-event-no-draw = 無法排對：每隊都已與其他各隊對戰過。
web-event-draw-repeats = 此排對有 { $repeats } 場重複對戰：沒有不重複的排法。
web-event-enter-title = 輸入一輪成績（裁判）
web-event-enter-hint = 已按下一輪的排對填入；若實際對戰不同，請更改隊伍。各隊的勝分由其國際序分換算。
web-event-imps-home = 主隊國際序分
web-event-imps-away = 客隊國際序分
web-event-bye-label = 輪空
web-event-director-token = 賽事裁判權杖
web-event-store-round = 儲存本輪
web-event-stored = 本輪已儲存。
web-event-error-unauthorized = 儲存一輪成績需要賽事裁判權杖。
web-event-error-no-imps = 每場對戰請填入兩隊的國際序分。

# --- pages17 ---
web-results-seats = 北家 { $n }、東家 { $e }、南家 { $s }、西家 { $w }
web-results-teams-at = 南北第 { $ns } 隊，東西第 { $ew } 隊
web-results-col-player = 選手
web-results-col-team = 隊
web-results-col-vps = 勝分
web-results-col-imps-net = 國際序分（淨）
web-results-col-imps-home = 主隊國際序分
web-results-col-imps-away = 客隊國際序分
web-results-match-title = 第 { $round } 輪：{ $home }（主隊）對 { $away }（客隊）
web-results-match-compared = { $boards } 副牌中有 { $compared } 副兩桌皆有成績；只比較這些牌。
web-results-byes = 輪空
web-results-bye-line = 第 { $round } 輪：{ $team } 輪空（{ $vps } 勝分）
web-results-names-title-players = 各選手姓名
web-results-names-title-teams = 各隊名稱
web-results-names-player = 選手
web-results-names-team = 隊
web-results-names-player-n = 第 { $player } 號選手
web-results-names-team-n = 第 { $team } 隊
web-results-names-saved-player = 第 { $n } 號選手的姓名已登記。
web-results-names-saved-team = 第 { $n } 隊的名稱已登記。
web-results-col-board = 牌號
web-results-names-save-player = 登記選手姓名
web-results-names-save-team = 登記隊名
web-results-names-name = 姓名
web-results-names-team-name = 隊名
web-results-names-team-players = 選手（可不填）
web-event-from-session = 場次 { $session }：{ $boards } 副中比較了 { $compared } 副
web-event-pending = 待定：尚無兩桌皆有成績的牌
web-event-link-title = 從隊賽場次取一輪成績（裁判）
web-event-link-hint = 本輪的對戰取自已儲存隊賽場次的某一輪，以其現有成績計算；請為場次中的每一隊指定其在本賽事中的隊伍。
web-event-link-session = 場次
web-event-link-session-round = 場次輪次
web-event-link-session-team = 場次中的隊
web-event-link-team-n = 場次第 { $team } 隊
web-event-link-submit = 連結本輪
web-event-linked = 本輪已連結至該場次。
web-event-link-error-unauthorized = 連結一輪須有賽事裁判權杖。
web-event-link-error-no-teams = 請至少為本輪出賽的場次各隊指定其在本賽事中的隊伍。
web-results-movement-individual = 個人賽（選手輪換同伴）
web-results-movement-round-robin = 隊際循環賽（桌數：隊伍數）
