### Tenace message catalogue: English (en).
###
### Every key here has a twin in ../zh-TW/tenace.ftl with the same
### variables; the tests in crates/tenace-i18n/tests/ check it. Key naming
### is described in crates/tenace-i18n/src/lib.rs.

## Law references. $clause is the clause as the Laws number it: 27A1.

law-ref = Law { $clause }
# A clause of the 2014 Laws of Rubber Bridge; $clause without its "RB " prefix: 27C.
law-ref-rubber = Rubber Law { $clause }
# A Club Law of the Laws of Rubber Bridge (Part VIII, with an Arbiter); $clause without its "CL " prefix: 69.
law-ref-club = Club Law { $clause }
# Several clauses at once; $clauses is a list made with list-separator.
law-refs = Laws { $clauses }

## Seats, sides and vulnerability (Law 2)

seat-north = North
seat-east = East
seat-south = South
seat-west = West
seat-short-north = N
seat-short-east = E
seat-short-south = S
seat-short-west = W
side-ns = N-S
side-ew = E-W
side-long-ns = North-South
side-long-ew = East-West
vulnerability-none = None
vulnerability-ns = N-S
vulnerability-ew = E-W
vulnerability-both = Both

## Suits as nouns in a sentence ("holding a heart")

suit-clubs = club
suit-diamonds = diamond
suit-hearts = heart
suit-spades = spade
suit-plural-clubs = clubs
suit-plural-diamonds = diamonds
suit-plural-hearts = hearts
suit-plural-spades = spades

## Calls. Bids are written with suit symbols (1♥); these are the rest.

call-pass = Pass
call-double = X
call-redouble = XX
strain-notrump = NT

## A contract: $bid is 4♥, $doubling is "", X or XX.

contract = { $bid }{ $doubling } by { $declarer }

## Where an out-of-rotation call was made, seen from the offender.

turn-of-partner = partner's
turn-of-rho = right-hand opponent's
turn-of-lho = left-hand opponent's

## Irregularities: one clause per IrregularityKind, keyed by kind.key().
## Every message may use $offender (a seat) and $law (the governing law).

irregularity-card-exposed-during-auction =
    { $offender } { $action ->
        [led] led
       *[exposed] exposed
    } { $card } during the auction
irregularity-change-of-call = { $offender } changed { $original } to { $replacement } before the next player called
irregularity-insufficient-bid = { $offender } bid { $bid }, which does not supersede { $last_bid }: an insufficient bid
irregularity-premature-replacement = { $offender } replaced the insufficient { $insufficient } with { $replacement } before the Director ruled
irregularity-pass-out-of-rotation = { $offender } passed out of rotation, at { $turn }'s turn (his { $relation } turn)
irregularity-bid-out-of-rotation = { $offender } bid { $bid } out of rotation, at { $turn }'s turn (his { $relation } turn)
irregularity-double-out-of-rotation = { $offender } called { $call } out of rotation, at { $turn }'s turn (his { $relation } turn)
irregularity-inadmissible-double =
    { $offender } called { $call }{ $rotation ->
        [in] {""}
       *[out] {" "}out of rotation
    }, which the auction does not permit ({ $rule })
irregularity-call-while-required-to-pass = { $offender } called { $call } while required to pass ({ $obligation })
irregularity-bid-above-seven = { $offender } bid { $bid } — above the seven level
irregularity-call-after-final-pass = { $offender } called { $call } after the auction had ended
irregularity-unintended-call = { $offender } says his { $call } was not the call he meant ({ $intended })
irregularity-incorrect-number-of-cards = { $offender } held more than 13 cards and { $under } fewer
irregularity-missing-card = { $offender }'s hand lacked a card
irregularity-cards-from-wrong-board = { $offender } called holding cards from a wrong board
irregularity-wrong-board-in-play = the board at the table, found after the auction began, is not the one for this round
irregularity-face-down-lead-out-of-turn = { $offender } led { $card } face down, but { $leader } is on lead
irregularity-opening-lead-out-of-turn = { $offender } faced the opening lead { $card }, but { $leader } was on lead
irregularity-declaring-side-opening-lead = { $offender }, of the declaring side, tried to make the opening lead with { $card }; { $leader } is on lead
irregularity-declarer-lead-out-of-turn = { $card } was led from { $offender }'s hand, but the lead was { $leader }'s
irregularity-defender-lead-out-of-turn = { $offender } led { $card } out of turn; the lead was { $leader }'s
irregularity-proper-lead-after-lead-out-of-turn = { $offender }, whose lead it was, led { $card } after the lead out of turn of { $irregular_lead }
irregularity-second-lead-by-proper-leader = { $offender }, whose lead it was, also led { $card } after his partner's lead out of turn of { $irregular_lead }
irregularity-claim-play-rejected = { $offender }'s { $card } was taken back at the other side's demand, in the play after a disputed claim
irregularity-claim-trumps-breached = { $offender } led { $card } although the defenders had required him { $choice ->
    [draw] to draw the outstanding trump
   *[leave] not to draw the outstanding trump
  }
irregularity-premature-lead-or-play =
    { $offender } { $action ->
        [lead] led
       *[play] played
    } { $card } before his partner had played to the trick
irregularity-play-at-rho-turn = { $offender } played { $card } at his right-hand opponent's turn
irregularity-declarer-premature-play = { $card } was played from { $offender }'s hand before its turn
irregularity-play-before-required-lead = { $offender } played { $card } after declarer had to take back his lead from the wrong hand, before he led again
irregularity-card-added-to-trick = { $offender } added { $card } to a trick he had already played to
irregularity-revoke = { $offender } played { $card } to trick { $trick } while holding a { $suit }: a revoke
irregularity-prohibited-lead = { $offender } led { $card } to trick { $trick }, a { $suit } — the suit declarer had forbidden ({ $rule }) — while holding another suit: a revoke
irregularity-restriction-breached = { $offender } played { $card } to trick { $trick } against the restriction declarer chose ({ $source }) while able to comply: a revoke
irregularity-penalty-card-not-played = { $offender } played { $card } to trick { $trick } instead of the penalty card { $penalty_card }
irregularity-declarer-exposed-card = { $card } was exposed from { $offender }'s hand
irregularity-defender-exposed-card = { $offender } exposed { $card }
irregularity-dummy-indicated-card = dummy ({ $offender }) indicated { $card } without declarer's instruction
irregularity-dummy-drew-attention = dummy ({ $offender }) drew attention to an irregularity during the play
irregularity-simultaneous-cards = { $offender } produced several cards at once with their faces visible ({ $cards }): he must say which one he is playing
irregularity-omitted-play = { $offender } did not play to trick { $trick }, which was quitted without his card: a defective trick
irregularity-dummy-limit-breached = dummy ({ $offender }) went beyond his limitations: he exchanged hands with declarer, watched declarer play or looked at a defender's cards
irregularity-dummy-wrong-card = dummy ({ $offender }) played { $card }, but declarer had named { $named }
irregularity-extra-card-on-trick = { $offender }'s { $card } went to trick { $trick } with the card he played: too many cards on a trick (a defective trick)

## Where an irregularity stands: one message per Status variant.

status-unnoticed = nobody has drawn attention to it yet
status-awaiting-director = the table waits for the Director
status-awaiting-director-acceptor = the table waits for the Director; { $acceptor }
status-awaiting-finding-accepted-or-own-turn = the Director must ask whether the call accepted it ({ $accept_law }) or was a call in turn ({ $turn_law })
status-awaiting-finding-unintended = the Director must find whether the first call was unintended ({ $law })
status-awaiting-finding-replacement-class = the Director must rule how the replacement qualifies under { $law }
status-awaiting-finding-comparable = the Director must rule whether the replacement is comparable to the withdrawn call ({ $law })
status-awaiting-finding-deal-correctable = the Director must rule whether the deal can be corrected and played ({ $law })
status-awaiting-finding-artificial-score = no result can be obtained: the Director must award artificial adjusted scores ({ $law })
status-awaiting-finding-lead-or-follow = the Director must ask whether the card was meant as the lead ({ $lead_law }) or as a card following to the irregular lead ({ $follow_law })
status-condoned = accepted ({ $law })
status-established = established ({ $law }); { $after } applies after play
status-cancelled = cancelled ({ $law })
status-review-at-end-of-play = play continues; the Director judges any damage at the end of play
status-follow-up = cancelled; what follows depends on the offender's next call
status-rectified = rectified ({ $law })

## Who may accept an irregularity that waits for the Director.

acceptor-lho = { $seat } may accept it ({ $law })
acceptor-declarer-options = declarer chooses among the options of { $law }
acceptor-declarer = declarer may accept it ({ $law })
acceptor-defenders = either defender may accept it ({ $law })

## The Director's options (Law 10C1): who chooses, what he does, what follows.

option-line =
    { $who } { $action } → { $effect } ({ $law }){ $suggested ->
        [yes] {" "}[suggested]
       *[no] {""}
    }
chooser-director = Director
option-accept = accepts
option-decline = does not accept
option-call = calls
option-call-sufficient-or-pass = bids sufficiently or passes
option-rule = rules: { $ruling }
option-prohibit-lead = forbids a suit or none
option-spread-hand = spreads his hand
option-play-option = chooses: highest or lowest of the suit led, or a suit to play or not to play
option-designate = says which card he is playing
option-place-card = places a card among his played cards
option-withdraw-call = withdraws his call
option-keep-call = lets his call stand

## The Director's rulings (Event::Director)

ruling-caller-accepted = he accepted the call
ruling-caller-own-turn = he took his own turn
ruling-lead-intended = he meant it as his lead
ruling-follow-intended = he meant to follow to the irregular lead
ruling-unintended = the call was unintended
ruling-intended = the change was intended
ruling-replacement-lowest = lowest sufficient bid in the same denomination(s)
ruling-replacement-comparable = a comparable call
ruling-replacement-neither = neither
ruling-comparable = comparable
ruling-not-comparable = not comparable
ruling-specified-suits = { $seat } specified { $suits }
ruling-deal-correctable = the deal can be corrected and played
ruling-deal-not-correctable = the deal cannot be corrected and played
ruling-card-seen = a card of another hand had been seen: play goes on, and the Director may adjust
ruling-surplus-card = the stray card found with { $seat }'s hand is taken out { $played ->
        [yes] (it had gone to a trick: the Director may adjust)
       *[no] (it had not gone to a trick)
    }
ruling-missing-card-found = { $card } { $place ->
        [played] turned up among the played cards: a defective trick
        [lost] could not be found: the deal is rebuilt
       *[elsewhere] turned up elsewhere and goes back to its hand
    }
ruling-wrong-board-found = a wrong board is in play: { $before ->
        [yes] a player here had already played it
       *[no] nobody here had played it
    }
ruling-redeal = the board is to be dealt again
ruling-self-rectification-upheld = what the players did on their own to put it right stands
ruling-self-rectification-undone = what the players did on their own to put it right is cancelled: for the Director to rectify
ruling-artificial-score = artificial adjusted scores: North-South { $ns }, East-West { $ew }
score-average-plus = average plus
score-average = average
score-average-minus = average minus
ruling-artificial =
    call { $number } is artificial, { $any ->
        [no] specifying no suit
       *[yes] specifying { $suits }
    }
ruling-misinformation = { $seat }'s side gave a mistaken explanation (misinformation)
ruling-waive = the rectification is waived at the non-offending side's request
ruling-claim-award = the claimer's side gets { $tricks } of the remaining { $tricks ->
    [one] trick
   *[other] tricks
}

## What follows from an option: effect- and the engine's effect key.

effect-ib-accepted = the insufficient bid stands and the auction continues
effect-ib-must-be-replaced = the offender must replace it; what follows depends on the replacement
effect-ib-replaced-lowest-same-denomination = if the lowest sufficient bid in the same denomination(s): no further rectification
effect-ib-replaced-comparable = if a comparable call: no further rectification
effect-ib-replaced-other-partner-barred = any other sufficient bid or pass: partner must pass for the rest of the auction; lead restrictions may apply
effect-ib-replaced-double-not-comparable = a double or redouble that is not comparable is cancelled; then as above
effect-ib-replaced-insufficient-again = another insufficient bid may be accepted; if not, as above
effect-ib-replace-sufficient-or-pass = partner must pass for the rest of the auction; lead restrictions may apply
effect-change-accepted = the substituted call stands
effect-change-cancelled = the substituted call is cancelled and the first call stands
effect-oor-accepted = the call stands; any player skipped loses his turn
effect-oor-pass-rho-must-pass = cancelled; the offender must pass at his next turn
effect-oor-pass-partner-comparable = cancelled; partner calls freely; if the offender's next call is not comparable, partner must pass once
effect-oor-bid-rho = cancelled; if the next player passes the offender repeats his bid; otherwise as for a comparable call
effect-oor-pass-artificial-rho = cancelled (an artificial pass, or a pass of an artificial call); if the next player passes the offender passes again; otherwise as for a comparable call
effect-oor-bid-partner-comparable = cancelled; if the offender's next call is not comparable, partner must pass once and lead restrictions may apply
effect-oor-double-rho = cancelled; if the next player passes the offender repeats it; otherwise as for a comparable call
effect-oor-double-partner-comparable = cancelled; if the offender's next call is not comparable, partner must pass once
effect-oor-cancelled-own-turn = the call out of rotation is cancelled without rectification
effect-substitute-legal-call = any legal call; partner must pass for the rest of the auction
effect-opening-lead-accepted = the lead stands; declarer plays next from his own hand and dummy is spread
effect-lead-accepted = the lead stands
effect-proper-lead-stands = his card is the lead; the irregular lead goes back (a defender's as a major penalty card)
effect-declarer-becomes-dummy = he becomes dummy and his partner declarer; the lead stands
effect-lead-refused-penalty-card = the card becomes a major penalty card and the proper leader leads (declarer's { $option_law } option may follow)
effect-declarer-lead-retracted = the card goes back and the lead is made from the correct hand
effect-illegal-card-accepted = the card stands and the penalty card remains
effect-penalty-card-substituted = the penalty card is played instead; the illegal card becomes a major penalty card
effect-partner-play-restricted = the offender's card is a major penalty card; his partner plays as declarer requires
effect-rb-partner-play-restricted = his partner plays his highest or lowest card of the suit led, or no card of a suit declarer names; the offender's card is no penalty card unless his partner wins the trick after a premature lead
effect-rb62-partner-card-named = the offender's partner plays the one of his two cards declarer names (by its suit)
effect-rb62-partner-chooses = the offender's partner plays either of his cards; the withdrawn card is unauthorized for him
effect-designated-card-played = the card he names is played; a defender's other visible cards become penalty cards
effect-other-card-meant-penalty-cards = if he meant another card, every visible card becomes a major penalty card
effect-omitted-card-placed = of the suit led if he holds one; who won the trick does not change; a deemed revoke: one trick is transferred
effect-unintended-call-replaced = the intended call replaces it, with no lead restriction
effect-intended-change = the left-hand opponent may accept the substitute
effect-unintended-claim-refused = the call stands; no change is allowed
effect-lho-call-withdrawn = his call is withdrawn and he calls again; it is unauthorized information for the other side
effect-lho-call-stands = his call stands and the auction goes on
effect-deal-corrected-calls-stand = the deal is corrected and played with no change of call; the Director may adjust after play
effect-no-result-adjusted-score = the board cannot be played; the Director awards an adjusted score
effect-board-ends-artificial-score = the board ends with these artificial adjusted scores
effect-no-further-rectification = no further rectification (the Director may adjust after play)
effect-partner-passes-rest-lead-restriction = partner must pass for the rest of the auction; lead restrictions may apply
effect-double-cancelled-partner-barred = the replacement is cancelled; partner is barred; the offender bids sufficiently or passes
effect-partner-passes-next-lead-restriction = partner must pass at his next turn; lead restrictions may apply
effect-lead-restriction = declarer may forbid one suit at partner's first lead
effect-unknown = see the law
# The 2014 Laws of Rubber Bridge (rule sets Rubber2014, Rubber2014Club).
effect-rb-no-penalty-withdrawn-call-unauthorized = no penalty; the offender's partner must not use the withdrawn call
effect-rb-ib-double-cancelled-must-pass = a double or redouble is cancelled: the offender passes at this turn, partner must pass at every turn, and lead penalties may apply
effect-rb-oor-pass-offender-barred = cancelled; the offender must pass at every turn, and partner may not double or redouble at his next turn
effect-rb-oor-partner-barred = cancelled; partner must pass at every turn, and lead penalties may apply
effect-rb-oor-bid-rho = cancelled; if the next player passes the offender repeats his bid; otherwise partner must pass once if the offender names the same denomination again, or at every turn with lead penalties if not
effect-rb-oor-double-rho = cancelled; if the next player passes the offender repeats it; if he bids, partner must pass once and lead penalties may apply
effect-rb-change-at-once-stands = the new call stands without penalty; if it is illegal, the law for that call applies
effect-rb-change-offender-chooses = the new call is cancelled; the offender then makes his final call at this turn: his first call (partner passes once) or another legal call (partner passes at every turn); lead penalties may apply
effect-rb-change-first-call-stands = his first call again: it stands, partner must pass at his next turn, and lead penalties may apply
effect-rb-change-another-call = any other legal call: it replaces the first call, partner must pass at every turn, and lead penalties may apply
effect-rb-substitute-legal-call = any legal call; partner must pass at every turn, and declarer may forbid one suit at partner's first lead

## Obligations, lead restrictions, penalty cards, information, review

auction-substituted-passes = (* a pass the Laws substituted or deemed made: { $laws })
obligation-pass-rest = { $seat } must pass for the rest of the auction ({ $law }).
obligation-pass-next = { $seat } must pass at his next turn ({ $law }).
obligation-repeat = { $seat } must repeat { $call } ({ $laws }).
lead-restriction-line = Lead restriction: { $text }.
lead-restriction-pending = declarer may forbid one suit at { $partner }'s first turn to lead ({ $law }; { $offender } offended)
lead-restriction-pending-require-or-forbid = declarer may require { $partner } to lead { $suit } at his first turn to lead, or forbid him to ({ $law }; { $offender } offended)
lead-restriction-forbidden = declarer forbade { $suit } to { $partner } ({ $law })
lead-restriction-none = declarer forbade no suit to { $partner } ({ $law })
penalty-card-line =
    Penalty card: { $seat } { $card } ({ $kind ->
        [major] major
       *[minor] minor
    }, { $law }).
unauthorized-line = Unauthorized for { $side }: { $what } ({ $law }).
info-withdrawn-call = the withdrawn { $call } by { $seat }
info-exposed-card = { $seat }'s exposed { $card }
info-card-replaced = the replacement of a card in { $seat }'s hand
review-line = For the Director after play: { $items }.
review-line-rubber = For the players after play (the offenders redress any damage): { $items }.
review-line-club = For the Arbiter after play: { $items }.

## The board and the table (tenace table, tenace deal)

board-header = Board { $number }    Dealer { $dealer }    Vulnerable { $vulnerability }
pbn-deal = PBN deal: { $deal }
deal-seed = Seed: { $seed }
deal-rubber-script = Shuffled, cut at { $cut } and dealt one card at a time from the dealer's left ({ $law }). To play it, begin a table script with:
mode-line = Mode: { $mode }
mode-auto-director = auto-director
mode-table = table
heading-auction = Auction
heading-play = Play
heading-irregularities = Irregularities
contract-line = Contract: { $contract }
trick-won-by = won by { $seat }
tricks-won = Tricks: N-S { $ns }, E-W { $ew }
faced-cards = Faced cards not yet played: { $cards }
list-separator = {", "}
irregularity-line = [{ $number }] { $law } — { $what }. Now: { $status }.
waiting-line = Waiting for the Director: [{ $number }] { $law } — { $what }.
result-line = Result: { $result }
next-call = { $seat } to call.
next-lead-option = { $leader } is to lead; first { $declarer } (declarer) exercises his option ({ $law }): require or forbid a suit, or neither.
next-opening-lead = The auction is over; { $seat } to make the opening lead.
next-play = { $seat } to play.
next-claim = Play is suspended by { $seat }'s claim or concession; the opponents agree or dispute it ({ $law }).
next-board-over = The board is over.
unknown-seat = ?

## The result of a board. $ns and $ew are signed scores (+420, -420).

result-contract =
    { $contract }: { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }, { $how }. Score: N-S { $ns }, E-W { $ew }
result-made-exactly = made exactly
result-made-over =
    made with { $over } { $over ->
        [one] overtrick
       *[other] overtricks
    }
result-down = down { $under }
result-passed-out = Passed out. Score: 0
# With Law 64 transfers: "10 tricks in play; 1 trick to North-South for revoke [3] (Law 64A2); " before $tricks.
result-contract-transfers =
    { $contract }: { $in_play } tricks in play; { $transfers }; { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }, { $how }. Score: N-S { $ns }, E-W { $ew }
result-transfer =
    { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    } to { $side } for revoke [{ $number }] ({ $law })
result-no-transfer = no transfer for revoke [{ $number }] ({ $law })
transfer-separator = {"; "}
result-subject-to-director = { $result } (subject to the Director's rulings above)

## The demo's running commentary (tenace demo)

comment-irregular = { $law }: { $what }
comment-chose = { $law }: declarer's option
comment-settled =
    { $law }: this { $action ->
        [cancels] cancels
       *[accepts] accepts
    } irregularity [{ $number }]
demo-title = Tenace — the Laws of Duplicate Bridge, as software
demo-intro =
    The board is played at a real table (table mode): an irregularity stands
    until someone draws attention to it, and later actions can condone it.
demo-contract = The contract is { $contract }. { $leader } is on lead.
demo-trick = Trick { $number }:
demo-director-heading = What the Director is told at the end of the board
demo-auto-intro = The same insufficient bid in auto-director mode, where the table stops at once:
demo-waiting = Waiting for the Director: { $law } — { $what }.
demo-now = Now: { $status }.
demo-could-not-run = (could not run: { $error })
demo-failed = the built-in demo could not run: { $error }
demo-stopped = the demo stopped: { $error }
demo-try = Try `tenace table FILE` with your own table script (docs/table-script.md).

## Errors from the command line

error-line = error: { $message }

## Claims and concessions (Laws 68-71).
claim-line-claim = Claim: { $seat } claims { $tricks } of the { $remaining } remaining { $remaining ->
    [one] trick
   *[other] tricks
}{ $statement }.
claim-line-concede = Concession: { $seat } concedes { $tricks } of the { $remaining } remaining { $remaining ->
    [one] trick
   *[other] tricks
}{ $statement }.
claim-statement = , saying “{ $text }”
claim-no-statement = , with no statement
claim-now = Now: { $status }.
claim-status-pending = play is suspended until the opponents agree or dispute it
claim-status-agreed = agreed ({ $law }); the claimer's side has { $tricks } of them
claim-status-contested = disputed; the Director rules ({ $law })
claim-status-awarded = the Director awarded { $tricks } of them to the claimer's side ({ $law })
claim-status-void = it does not stand: partner objected at once ({ $law }); play continues
claim-status-played-on = void: all four players agreed to play on, and the board is scored as played ({ $law })
claim-status-contested-arbiter = disputed; the Arbiter adjudicates ({ $law })
claim-status-playing-on = disputed, so not allowed: play goes on with these hands face up: { $faced } ({ $law })
claim-trumps-draw = The defenders require declarer to draw the outstanding trump ({ $law }).
claim-trumps-leave = The defenders require declarer not to draw the outstanding trump ({ $law }).
claim-proposal = Tenace proposes { $tricks } of the { $remaining } remaining tricks to the claimer's side ({ $law }; double dummy: { $dd }). The line of play:
claim-play-forced = trick { $trick }: { $seat } { $card } (the only card)
claim-play-stated = trick { $trick }: { $seat } { $card } (as stated, step { $step })
claim-play-normal = trick { $trick }: { $seat } { $card }
claim-play-careless = trick { $trick }: { $seat } { $card } — the least successful normal play; { $best } would have won { $cost } more ({ $law })
claim-play-defence = trick { $trick }: { $seat } { $card } — the defence's best ({ $law })
claim-trick-won = , won by { $seat }
claim-none = the script has no claim or concession
dd-title = Double dummy: tricks for each declarer in each strain
dd-par = Par: { $score } for North-South ({ $contracts })

## Scoring reports (tenace matchpoints, tenace imps-field). Numbers come
## already formatted. Clause numbers in notes ($clause) are bare, as in
## "(12C1)".

report-title-event = { $title }: { $event }
report-matchpoints = Matchpoints
report-matchpoints-setup = Scale { $scale }, factoring { $factoring }, { $scores } scores per board
report-factoring-neuberg = Neuberg
report-factoring-proportional = proportional
report-factoring-none = none
report-imps = IMPs ({ $method })
report-method-butler = Butler
report-method-cross = cross-IMPs
report-board = Board { $board }
report-board-in-session = Session { $session }, Board { $board }
report-board-fouled = { $board } (fouled, group { $group })
report-vul = Vul { $vul }
report-top = Top { $top }
report-datum = Datum { $datum }
report-col-ns = NS
report-col-ew = EW
report-col-result = Result
report-col-score = Score
report-col-ns-mp = NS MP
report-col-ew-mp = EW MP
report-col-ns-percent = NS %
report-col-ew-percent = EW %
report-col-ns-imps = NS IMPs
report-col-ew-imps = EW IMPs
report-col-note = Note
report-col-pair = Pair
report-col-board = Board
report-col-penalty = Penalty
report-col-mp = MP
report-col-imps = IMPs
report-col-reason = Reason
report-col-rank = Rank
report-col-boards = Boards
report-col-net = Net
report-col-top = Top
report-col-percent = %
report-col-per-board = Per board
report-note-assigned = assigned ({ $clause })
report-note-split = split ({ $clause })
report-note-not-scored = not scored ({ $clause })
report-note-artificial = { $given } ({ $clause })
report-note-artificial-percent = { $given } = { $percent }% ({ $clause })
report-note-table = table
report-note-sides = NS { $ns } / EW { $ew }
report-word-weighted = weighted
report-word-assigned = assigned
report-word-split = split
report-word-ns = NS
report-word-ew = EW
report-word-pass = Pass
report-penalty-mp = { $amount } MP
report-penalty-top = { $amount }% of a top
report-penalty-imps = { $amount } IMPs
report-penalty-vp = { $amount } VP
report-penalties = Procedural penalties ({ $law })
report-ranking = Ranking ({ $group })
report-all-pairs = All pairs

## The rubber-bridge and Chicago pad (tenace rubber)

rubber-title-rubber = Rubber bridge (Laws of Rubber Bridge 2014, RB 72-81)
rubber-title-chicago = Chicago (four-deal bridge, Laws of Rubber Bridge 2014, Appendix 4)
rubber-we = WE
rubber-they = THEY
rubber-we-they = WE = { $we }, THEY = { $they }
rubber-column = { $column } ({ $side })
rubber-schedule = deal { $deal }: dealer { $dealer }, vulnerable: { $vul }
rubber-vul-none = none
rubber-vul-ns = N-S
rubber-vul-ew = E-W
rubber-vul-both = both
rubber-game-line = game { $number }: { $winner }
rubber-running-total = running total
rubber-total = total
rubber-entry = { $points } { $label }
rubber-entry-below = { $label } (below)
rubber-entries-of-side = { $side } { $items }
rubber-group-separator = {"; "}
rubber-entry-trick-points = trick points
rubber-entry-overtricks = overtricks
rubber-entry-doubled-bonus = for making it doubled
rubber-entry-slam = slam
rubber-entry-honours = honours
rubber-entry-undertricks = undertricks
rubber-entry-rubber-bonus = rubber
rubber-entry-unfinished-game = game in an unfinished rubber
rubber-entry-unfinished-part-score = part score in an unfinished game
rubber-entry-game-bonus = game
rubber-entry-fourth-deal-part-score = part score on deal 4
rubber-deals = Deals
rubber-col-deal = Deal
rubber-col-dealer = Dealer
rubber-col-vul = Vul
rubber-col-result = Result
rubber-col-tricks = Tricks
rubber-col-scored = Scored
rubber-passed-out = passed out
rubber-no-score = no score
rubber-no-score-deal-again = no score; the same player deals again
rubber-no-score-honours = no score (honours not scored)
rubber-tricks-transferred = { $tricks } ({ $transferred } by revoke)
rubber-tricks-transferred-to-defenders = { $tricks } ({ $transferred } to defenders by revoke)
rubber-game-to = ; game { $number } to { $side }
rubber-corrected = {" "}[corrected, line { $line }]
rubber-no-deals = (none yet)
rubber-unfinished = Unfinished rubber (RB 80): { $entries }
rubber-complete =
    Rubber complete: { $winner } won two games to { $other ->
        [none] none
       *[one] one
    } (rubber bonus { $bonus }).
rubber-larger-total-wins = The side with the larger total wins the rubber, even with fewer games (RB 74).
rubber-stopped = Rubber stopped before it was finished: games N-S { $games_ns }, E-W { $games_ew }; RB 80 premiums added.
rubber-in-progress = Rubber in progress: games N-S { $games_ns }, E-W { $games_ew }; part scores N-S { $part_ns }, E-W { $part_ew }.
rubber-if-stopped = If it stopped now, RB 80 would add: { $entries }.
chicago-state-complete = complete
chicago-state-stopped = stopped after { $played } of 4 deals; the score stands (App. 4 B)
chicago-state-in-progress = in progress, { $played } of 4 deals played
chicago-summary = Chicago { $state }: games N-S { $games_ns }, E-W { $games_ew }.
rubber-totals = Totals: { $we } { $we_total } (above { $we_above }, below { $we_below }), { $they } { $they_total } (above { $they_above }, below { $they_below }).
rubber-winner =
    { $side } { $verb ->
        [lead] lead
       *[win] win
    } by { $margin } points.
rubber-winner-rounded =
    { $side } { $verb ->
        [lead] lead
       *[win] win
    } by { $margin } points ({ $rounded } rounded to hundreds, App. 4 H2).
rubber-totals-equal = The totals are equal.

## tenace check and tenace convert. The problems themselves ($problem's
## text) come from the record reader.

check-file = { $path } ({ $format })
check-unknown-format = unknown format
check-pos = line { $line }, column { $column }
check-board = #{ $index } board { $board } ({ $pos })
check-contract = : { $contract }
check-passed-out = passed out
check-contract-by = { $bid } by { $seat }
check-tricks-agree = , { $tricks } tricks (recorded and replayed)
check-tricks-differ = , recorded { $recorded } tricks but the replay gives { $replayed }
check-tricks-recorded = , recorded { $tricks } tricks (not replayed)
check-tricks-replayed = , { $tricks } tricks replayed
check-score = , NS { $score }
check-status-ok = ok
check-status-notes = notes
check-status-problems = PROBLEMS
check-status-unreadable = UNREADABLE
check-record = record: { $problem }
check-irregularity = irregularity: { $problem }
check-note = note: { $problem }
check-replay = replay: { $problem }
check-problem-at = { $pos }: { $problem }
check-problem-law = { $problem } [{ $law }]
check-summary = { $boards } boards: { $ok } ok, { $notes } with notes, { $problems } with problems, { $unreadable } unreadable; results agree on { $agree }, differ on { $differ }
convert-summary = { $input } ({ $from }) -> { $output } ({ $to }): { $read } boards read, { $written } written
convert-skipped = skipped: { $what }
convert-not-carried = not carried over: { $what }

## The table's refusals (ActionError) and table script errors. Seats are
## short (N, E, S, W); $number is the irregularity's number in the table view.

error-action-card-not-held = { $seat } does not hold { $card } (it is in { $holder }'s hand)
error-action-already-played = { $card } has already been played, to trick { $trick }
error-action-board-over = the board is over; no further call or card can be made
error-action-auction-period-over = the opening lead has been faced; the auction period is over
error-action-awaiting-director = the table is waiting for the Director ({ $law }, irregularity [{ $number }]); only an acceptance or a ruling can be applied now
error-action-no-dummy = there is no dummy until the opening lead is faced
error-action-not-dummys-card = { $card } is not in dummy's hand
error-action-not-time-for-face-down-lead = a face-down lead can only be made after the auction and before the opening lead is faced
error-action-already-led-face-down = { $seat } has already led { $card } face down
error-action-face-down-lead-differs = { $seat } led { $face_down } face down and must face that card; only the Director can let him change it ({ $law })
error-action-nothing-to-accept = there is no irregularity that { $seat } can accept
error-action-not-entitled-to-accept = { $seat } may not accept this irregularity ({ $law }); { $entitled } may
error-action-nothing-to-waive = no irregularity is waiting whose rectification the Director could waive ({ $law })
error-action-nothing-to-draw-attention-to = no irregularity has happened that attention could be drawn to
error-action-no-question-pending = the Director has not been asked this question
error-action-nothing-to-decline = there is no irregularity that { $seat } can decline to accept
error-action-call-not-allowed = { $seat } may not call { $call } now: after { $law } only a sufficient bid or a pass will do
error-action-must-repeat = { $seat } must repeat { $call } ({ $laws })
error-action-no-lead-right = { $seat } has no { $law } lead restriction pending against his side
error-action-awaiting-lead-choice = { $seat } (declarer) must first exercise his lead option ({ $law })
error-action-no-lead-option = no { $law } option is open now; only declarer can exercise one, at the offender's partner's first turn to lead
error-action-suit-specified = { $suit } were specified by the offender in the legal auction; they cannot be forbidden ({ $law })
error-action-no-right-to-change = { $seat } has no right to change his call (only after the Director finds misinformation, { $law })
error-action-nothing-to-alert = { $seat }'s partner has made no call to alert
error-action-nothing-to-explain = { $seat }'s partner has made no call to explain
error-action-no-call-to-correct = { $seat } has no call that can still be corrected as unintended: his partner has called since, there is none, or it is the same call ({ $law })
error-action-no-withdrawal-option = { $seat } has no call he may withdraw now ({ $law })
error-action-must-accept = declarer has played since, so he must accept the card ({ $law })
error-action-claim-pending = play is suspended by a claim; only agreement, dispute or the Director's ruling can follow ({ $law })
error-action-no-claim-now = a claim or concession can be made only during the play
error-action-dummy-cannot-claim = dummy cannot claim or concede
error-action-bad-statement = the claim statement cannot be read: { $message }
error-action-too-many-tricks = { $claimed } tricks is more than the { $remaining } that remain
error-action-no-claim-pending = there is no claim or concession to answer
error-action-not-an-opponent-of-claimer = { $seat } is not an opponent of the claimer
error-action-bad-lead-option = declarer's lead option is not valid: { $why }
error-action-no-play-option = no { $law } option is open now; declarer chooses after a defender's premature lead or play
error-action-cannot-expose = { $seat } cannot expose { $card } now: { $why }
error-action-claim-play-on = { $seat } cannot do that in the play after a disputed claim: { $problem }
error-action-cards-mixed = the cards have been mixed together: it is too late ({ $law })
error-action-not-a-rubber-option = the rubber laws give declarer no such option ({ $law })
error-played-missing-file = `play` needs the table script of the board, e.g. play deal1.table
error-rubber-cut = a cut must leave at least four cards in each portion: { $top } taken from the top leaves { $bottom }
error-played-not-rubber = the board is not played under the rubber laws: add `rules rubber` (or `rules club`) to { $file }
error-played-unfinished = the board in { $file } is not finished (the play is not over, or an irregularity still waits)
error-played-no-result = the board in { $file } has no result to score (no result could be obtained)
claim-play-on-problem-no-play-on = no claim is being played out ({ $laws })
claim-play-on-problem-not-entitled = only an opponent of the claimer may do this
claim-play-on-problem-no-trump-outstanding = no trump is left in a defender's hand, or declarer did not claim ({ $law })
claim-play-on-problem-already-chosen = the defenders have already chosen about the outstanding trump ({ $law })
claim-play-on-problem-nothing-to-reject = the last card played is not one the other side may be made to take back
claim-play-on-problem-not-a-defender = only a defender may face his hand, after declarer's claim ({ $law })
error-who-offenders-lho = the offender's left-hand opponent
error-who-declarer = declarer
error-who-presumed-declarer = presumed declarer
error-who-either-defender = either defender
error-why-already-face-up = it is already face up
error-why-dummy-face-up = dummy's cards are already face up
error-why-require-or-prohibit = declarer may require a suit or prohibit suits, not both
error-why-only-penalty-suit = only the penalty card's suit can be prohibited
error-why-rubber-every-penalty-suit = under the rubber laws every suit of the penalty cards is prohibited, or none ({ $law_rb51 })
error-why-penalty-cards-suits = the suit must be one of the penalty cards' suits
error-script-at = line { $line }, column { $column }: { $what }
error-script-unknown-word = `{ $word }` is not an action or a setting (see docs/table-script.md)
error-script-missing = `{ $word }` needs { $what }
error-script-trailing = unexpected `{ $word }` at the end of the line
error-script-no-deal = the script has no `deal` line before its first action
error-script-setting-after-action = `{ $word }` must come before the first action
error-needs-board-number = a board number
error-needs-pbn-deal = a PBN deal, e.g. N:AKQ.T98.J2.7654 ...
error-needs-seat = a seat
error-needs-vulnerability = None, NS, EW or Both
error-needs-mode = `auto` or `table`
error-needs-rules = `duplicate`, `rubber` or `club`
error-needs-call = a call
error-needs-ruling = a ruling
error-needs-explainer = the seat whose side gave the mistaken explanation
error-needs-offender-and-suits = the offender's seat and the suits, e.g. `specified W SH`
error-needs-suits = the suits, e.g. SH, or - for none
error-needs-action = an action: a call, a card, lead, facedown, unprompted, attention or accept
error-needs-card = a card
error-needs-tricks-claimed = the number of tricks claimed
error-needs-tricks-conceded = the number of tricks conceded
error-needs-artificial-scores = North-South's and East-West's scores: A+, A or A-
error-needs-intended-call = the intended call
error-needs-suit = a suit
error-needs-suit-or-none = a suit, or none
error-needs-visible-card = one of the visible cards, or other

## Errors of tenace score, the scoring reports, tenace rubber and tenace
## convert. $reason is the crate's own description, shown as written.

error-at-line = line { $line }: { $what }
error-options = invalid options: { $reason }
error-score-contract = `{ $text }`: { $reason }
error-score-missing-result = `{ $text }` has no result after the contract (expected `=`, `+N` or `-N`, e.g. `3NT+1`)
error-score-bad-result = `{ $text }`: `{ $result }` is not a result (expected `=`, `+N` or `-N`)
error-score-too-many-tricks = `{ $text }` is impossible: { $bid } needs { $need } tricks, so { $outcome } would be { $tricks } tricks (there are 13)
error-score-too-many-undertricks = `{ $text }` is impossible: { $bid } needs { $need } tricks, so it can go down by at most { $need }
error-score-down-zero = `{ $text }`: a result of -0 is not allowed; write `=`
error-scoring-imps-in-matchpoints = row { $row } (board { $board }): an artificial score in IMPs cannot be used at matchpoints; use A+, A, A- or a percentage
error-scoring-percent-in-imps = row { $row } (board { $board }): an artificial score given as a percentage cannot be used at IMPs; use A+, A, A- or e.g. +2imp
error-scoring-penalty-unit = penalty { $index }: a penalty in { $unit } cannot be applied when scoring by { $method }
error-scoring-artificial-in-total-points = row { $row } (board { $board }): an artificial score has no value in total points ({ $law } leaves this to regulation)
error-pad-deal = deal { $number }: { $reason }
error-pad-rubber-over = the rubber ended with deal { $number } ({ $side } won two games); a new rubber needs a new pad
error-pad-chicago-over = the Chicago is over: four deals have been played, and a fifth deal is void (RB Appendix 4 B)
error-pad-stopped =
    the { $kind ->
        [chicago] Chicago
       *[rubber] rubber
    } was stopped; no deal can follow
error-pad-already-complete = the rubber is already complete, so it cannot be stopped
error-pad-no-such-deal = there is no deal { $number } to correct (the pad has { $count } deals)
error-pad-correction = correcting deal { $number }: { $reason }
error-pad-law78 = correcting deal { $number } is not allowed by RB 78: { $reason }
error-pad-too-many-deals = a pad holds at most { $max } deals
error-format-read = cannot read { $path }: { $reason }
error-format-write = cannot write { $path }: { $reason }
error-format-unknown = { $path }: unknown format (expected a .pbn or .lin extension)
error-format-nothing-read = { $path }: no board could be read ({ $errors } records with errors; first: { $first })

## Command-line help (tenace --help, tenace SUBCOMMAND --help). The English
## texts are what clap shows without the catalogue: the package description
## for the program, the doc comments of crates/tenace/src/main.rs (without
## the final full stop) for the rest; a test keeps them equal. Keys:
## help-about, help-arg-ID, help-SUBCOMMAND-about, help-SUBCOMMAND-arg-ID.
## Every help message may use $law2, $law6, $law70, $law77 and $law78b.

help-about = The tenace command: scores, deals, table scripts and a demo of the Laws engine.
help-arg-lang = The language of the output: en or zh-TW (default: from LC_ALL, LC_MESSAGES or LANG, else en). JSON stays language-neutral
help-demo-about = Play a built-in board with irregularities and show how the engine rules
help-score-about = Score a contract and its result under { $law77 }, e.g. `3NT+1`, `4SX-3`, `6H=`
help-score-arg-result = Contract then result: `=`, `+n` or `-n`; or PASS for a board passed out
help-score-arg-vulnerable = Declarer's side is vulnerable
help-score-arg-json = Print the breakdown as JSON
help-imps-about = Convert a difference in total points to IMPs ({ $law78b })
help-imps-arg-difference = The difference in points, e.g. 430 or -20
help-deal-about = Deal a board at random ({ $law6 }) with its { $law2 } dealer and vulnerability
help-deal-arg-board = The board number (gives dealer and vulnerability by { $law2 })
help-deal-arg-seed = The seed; the same seed always gives the same deal
help-deal-arg-rubber = Deal for rubber bridge (RB 4-8): shuffle, cut and deal one card at a time from the dealer's left, and print the table-script header
help-deal-arg-dealer = With --rubber: the dealer (N, E, S or W)
help-deal-arg-cut = With --rubber: how many cards the dealer's right-hand opponent lifts in the cut (4 to 48)
help-deal-arg-json = Print as JSON
help-convert-about = Convert a PBN file to LIN or back, by the files' extensions (.pbn, .lin)
help-convert-arg-input = The file to read
help-convert-arg-output = The file to write
help-check-about = Read a PBN or LIN file, replay every board through the engine and report what is wrong, with the law where a record shows an irregularity
help-check-arg-file = The PBN or LIN file
help-check-arg-json = Print the report as JSON
help-rubber-about = Keep a rubber-bridge or Chicago score pad from deal results (RB 72-81, Appendix 4)
help-rubber-arg-file = The deal results, one per line (docs/scoring.md), e.g. `NS 4S= honours100`, or `play FILE` for a deal played through the engine
help-rubber-arg-chicago = Score as Chicago (four-deal bridge) instead of a rubber
help-rubber-arg-options = Pad options as JSON (honours, Chicago vulnerability scheme, ...)
help-rubber-arg-json = Print the pad as JSON
help-matchpoints-about = Matchpoint a pairs session from a CSV or JSON results file (docs/scoring.md)
help-matchpoints-arg-file = The results file (.csv or .json)
help-matchpoints-arg-options = Scoring options as JSON (average-plus values, factoring, ...)
help-matchpoints-arg-json = Print the report as JSON
help-imps-field-about = Score a pairs session at IMPs: Butler (the default) or cross-IMPs
help-imps-field-arg-file = The results file (.csv or .json)
help-imps-field-arg-cross = Cross-IMPs instead of Butler
help-imps-field-arg-butler = Butler scoring against a trimmed datum (the default)
help-imps-field-arg-options = Scoring options as JSON
help-imps-field-arg-json = Print the report as JSON
help-claim-about = Adjudicate the claim in a table script ({ $law70 }): the award, and the line of play that gives it, with the rule behind each card
help-claim-arg-file = A table script ending with a claim (docs/table-script.md, docs/claims.md)
help-claim-arg-json = Print the proposal as JSON
help-dd-about = The double-dummy table and par of a deal
help-dd-arg-deal = The deal as a PBN deal string, e.g. "N:AKQJ.T98.765.432 ..."
help-dd-arg-seed = A seed for a random deal instead (as for `tenace deal`)
help-dd-arg-board = The board number (dealer and vulnerability for par, { $law2 })
help-dd-arg-json = Print as JSON
help-table-about = Run a table script (docs/table-script.md) and print the board's state
help-table-arg-file = The script file
help-table-arg-json = Print the state as JSON (schema in docs/table-script.md)
help-table-arg-explain = With --json: add the rendered text, in the --lang language, beside the data
# clap's own words, replaced in languages other than English only.
help-usage = Usage:
help-commands = Commands
help-arguments = Arguments
help-options = Options
help-flag-help = Print help
help-flag-version = Print version
help-subcommand-help = Print this message or the help of the given subcommand(s)
help-default = [default: { $value }]
error-action-no-such-call = there is no call number { $record } in the auction
error-action-no-call-made = { $seat } has made no call ({ $law })
error-action-same-seat = { $seat } cannot hold both too many and too few cards ({ $law })
error-action-nothing-played = { $seat } has played no card to a trick ({ $law })
error-action-auction-not-started = nobody has called on this board yet ({ $law })
error-action-auction-started = a call has been made: the board can no longer be dealt again ({ $law })
error-action-bad-multiple-play = { $seat } cannot produce these cards as one play: { $why }
error-action-no-designation-pending = { $seat } has no simultaneous play to designate a card of ({ $law })
error-action-cannot-omit = { $seat } cannot be passed over on this trick: { $why }
error-action-not-declarer = only declarer designates dummy's cards ({ $seat } is not declarer)
error-action-no-deemed-card = the designation deems no card ({ $law }): { $why }
error-action-no-omitted-play = { $seat } has no defective trick to place a card on ({ $law })
error-action-must-place-suit-led = { $seat } must place a card of the suit led to the defective trick, { $suit } ({ $law })
error-why-shown-in-auction = cards shown during the auction are exposed cards ({ $law24 })
error-why-two-or-more-cards = two or more cards are needed
error-why-visible-among-produced = the visible cards must be some of the cards produced, and at least one
error-why-designated-visible = the card designated must be one of the visible cards (or none, for another card)
error-why-no-trick-in-progress = there is no trick in progress
error-why-not-next-to-play = he is not the next hand to play to the trick in progress
error-deal-too-many-tricks = { $tricks } tricks is impossible: there are 13
error-deal-transferred = { $transferred } transferred tricks is impossible with { $tricks } tricks for the declaring side: that leaves { $in_play } won in play (0 to 13)
error-pad-line-side = `{ $word }` is not a side or a seat (expected NS, EW, N, E, S or W)
error-pad-line-seat = `{ $word }` is not a seat (expected N, E, S or W)
error-pad-line-missing-contract = a contract and its result should follow the side, e.g. `NS 4S=`
error-pad-line-unknown = `{ $word }` is not understood (expected honours100, honours150, aces, transferred+N or transferred-N)
error-pad-line-honours-holder = `{ $word }` is not a holder of honours (expected e.g. honours100:EW or honours100:W)
error-pad-line-transferred = `{ $word }` is not a number of transferred tricks (expected transferred+N or transferred-N, N from 1 to 13)
error-pad-line-repeated =
    { $what ->
        [honours] honours
       *[transferred] transferred tricks
    } are given twice
error-pad-line-too-late = `{ $word }` has to come before the first deal
error-pad-line-repeated-setting = `{ $word }` is given twice
error-pad-line-deal-number = `{ $word }` is not a deal number (expected 1, 2, 3, ...)
error-action-cannot-retract = { $seat } cannot take back a card now ({ $law }): { $why }
error-action-inquiry-not-allowed = { $seat } may not ask { $asked } about a revoke ({ $law })
error-action-board-not-over = the board is not over yet
error-action-not-dummy = { $seat } is not dummy
error-action-not-dummys-turn = it is not dummy's turn to play
error-action-not-left-to-defenders = { $seat } cannot designate dummy's card: declarer has not left the choice to the defenders ({ $law })
error-action-cannot-change-dummys-card = no card of dummy's can be changed now: { $why }
error-why-no-card-led = no card has been led
error-why-no-card-on-last-trick = he has no card on the last trick
error-why-card-played-after = a card has been played after his
error-why-dummy-faced = dummy has faced his cards after the opening lead
error-why-rb26-require-named-suit = only the suit of the withdrawn bid can be required
error-why-rb26-prohibit-named-suit = only the suit of the withdrawn bid can be prohibited
error-field-json = JSON input: { $reason }
error-field-csv = CSV line { $line }: { $reason }
error-field-missing-column = CSV header has no `{ $word }` column
error-field-unknown-column = CSV header: unknown column `{ $word }` (known: board, ns, ew, contract, declarer, result, score, vul, group, session, note)
error-field-duplicate-column = CSV header names column `{ $word }` twice
error-field-no-results = the input has no results
error-field-row = row { $row }: { $reason }
error-field-row-board = row { $row } (board { $board }): { $reason }
error-field-penalty = penalty { $index }: { $reason }
error-options-average-plus = average plus is { $value }%, but { $law } requires at least 60%
error-options-average-minus = average minus is { $value }%, but { $law } allows at most 40%
error-options-not-a-percentage = { $name } is { $value }, which is not a percentage from 0 to 100
error-options-not-finite = { $name } is { $value }, which must be a finite number
error-options-trim = Butler trim of { $value }% at each end leaves no scores (use less than 50)
error-options-expected-scores = expected_scores must be at least 1
error-options-vp-scale = the victory-point scale needs a positive total and blitz factor
error-field-or = ` or `
error-csv-field-count = { $found } fields, but the header has { $header }
error-csv-bad-board = `{ $text }` is not a board number
error-csv-no-board = no board number
error-csv-bad-score = `{ $text }` is not a score in points
error-csv-unclosed-quote = a quoted field is not closed
error-csv-after-quote = unexpected `{ $text }` after a closing quote
error-adjusted-ns-twice = N-S is given twice
error-adjusted-ew-twice = E-W is given twice
error-adjusted-part-without-side = each part must start with NS: or EW:, separated by |
error-adjusted-need-both = give both NS: and EW:
error-adjusted-not-artificial = not an artificial score
error-adjusted-need-each-side = give a score for each side, N-S first, e.g. A+/A- or 60%/40%
error-adjusted-split-one-side = a split score applies to one side: write NS: split ... | EW: ...
error-adjusted-split-part = `{ $text }` should be `rn|re|ra <result>`
error-adjusted-split-tag = `{ $text }` is not rn, re or ra
error-adjusted-split-twice = { $text } is given twice
error-adjusted-split-incomplete = the split score for { $side } needs rn, re and ra
error-adjusted-empty = empty
error-adjusted-weight = weight `{ $text }` must be more than 0 and at most 1
error-adjusted-component = `{ $text }`: { $reason }
error-options-fourth-deal-bonus = chicago.fourth_deal_partscore_bonus is { $value }; it must be between 0 and 1000 (the Appendix gives 100)

## The bridge vocabulary's parse errors (tenace-core)
error-card-not-a-card = `{ $text }` is not a card (expected a suit then a rank, e.g. SA, HT, H10, ♠A)
error-card-not-a-suit = `{ $text }` is not a suit (expected S, H, D, C or ♠ ♥ ♦ ♣)
error-card-not-a-rank = `{ $text }` is not a rank (expected A K Q J T 9 8 7 6 5 4 3 2, or 10)
error-call-not-a-call = `{ $text }` is not a call (expected e.g. 1C, 3NT, 1N, P, Pass, X, XX)
error-call-level = `{ $text }` has no valid level: a bid has a level from 1 to 7
error-call-strain = `{ $text }` is not a strain (expected C, D, H, S, N or NT, or a suit symbol)
error-seat-not-a-seat = `{ $text }` is not a seat (expected N, E, S or W)
error-hand-suit-count = hand `{ $hand }` has { $found } suit holdings separated by dots; a hand has 4 (spades.hearts.diamonds.clubs)
error-hand-rank = hand `{ $hand }`: `{ $rank }` is not a rank
error-hand-repeated = hand `{ $hand }` lists { $card } twice
error-hands-wrong-count = { $seat } holds { $count } cards; every hand must hold 13
error-hands-duplicated = { $card } is in both { $first } and { $second }
error-hands-missing-first-seat = deal `{ $text }` must start with a seat and a colon, e.g. `N:AKQ.T98.J2.7654 ...`
error-hands-hand-count = deal `{ $text }` has { $found } hands; a deal has 4, separated by spaces
error-board-vulnerability = `{ $text }` is not a vulnerability (expected None, NS, EW, Both or All)
error-board-number-zero = board numbers start at 1
error-contract-shape = `{ $text }` is not a contract (expected e.g. `4SX` followed by the declarer, as in `4SX N`)

## clap's own parse errors (shown in English by clap itself; kept here so
## that every language has the same keys)
clap-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-error-empty-value = a value is required for '{ $arg }' but none was supplied
clap-error-unknown-argument = unexpected argument '{ $arg }' found
clap-error-invalid-subcommand = unrecognized subcommand '{ $subcommand }'
clap-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
clap-error-value-validation = invalid value '{ $value }' for '{ $arg }': { $reason }
clap-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-error-too-few-values = { $min } values required by '{ $arg }'; only { $actual } were provided
clap-error-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $actual } were provided
clap-error-argument-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
clap-error-missing-required-argument = the following required arguments were not provided: { $arg }
clap-error-missing-subcommand = '{ $arg }' requires a subcommand but one was not provided
clap-error-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
clap-tip-possible-values = [possible values: { $values }]
clap-tip-similar = tip: a similar argument exists: '{ $similar }'
clap-tip-similar-subcommand = tip: a similar subcommand exists: '{ $similar }'
clap-reason-unknown-lang = `{ $value }` is not a language of Tenace (expected en or zh-TW)
clap-reason-empty-number = a number is needed
clap-reason-number-too-large = the number is too large
clap-reason-number-too-small = the number is too small
clap-reason-not-a-number = invalid digit found in string
clap-reason-out-of-range = { $value } is not in { $min }..={ $max }
clap-tip-escape = tip: to pass '{ $arg }' as a value, use '{ $escaped }'
clap-tip-remove-dashes = tip: subcommand '{ $subcommand }' exists; to use it, remove the '--' before it
clap-tip-exists = tip: '{ $command }' exists
clap-tip-other = tip: { $tip }
clap-usage = Usage: { $usage }
clap-more-help = For more information, try '--help'.

## tenace check: a record that cannot be read (tenace-formats ErrorKind)
check-error-unterminated-string = string `"{ $text }` has no closing quote on its line
check-error-unterminated-comment = comment `{"{"}{ $text }` has no closing brace
check-error-expected-tag-name = expected a tag name after `[`, found { $found }
check-error-bad-tag-name = `{ $text }` is not a tag name (letters, digits and `_` only)
check-error-expected-tag-value = tag { $tag }: expected a quoted value, found { $found }
check-error-expected-close-bracket = tag { $tag }: expected `]`, found { $found }
check-error-stray-bracket = `]` without a matching `[`
check-error-data-outside-section = `{ $text }` is outside any tag or section
check-error-bad-seat = tag { $tag }: `{ $value }` is not a seat (expected N, E, S or W)
check-error-bad-board = tag Board: `{ $text }` is not a board number (a positive integer)
check-error-bad-vulnerable = tag Vulnerable: `{ $text }` is not a vulnerability (None, NS, EW, All, Love, Both or -)
check-error-bad-deal = tag Deal: `{ $value }`: { $reason }
check-error-bad-declarer = tag Declarer: `{ $text }` is not a declarer (N, E, S, W, ^N... or empty)
check-error-bad-contract = tag Contract: `{ $text }` is not a contract (e.g. 4S, 3NTX, 6HXX, Pass)
check-error-bad-result = tag Result: `{ $text }` is not a result (0-13 tricks, or NS/EW forms)
check-error-bad-note = tag Note: `{ $text }` is not a note (expected `n:text` with n from 1 to 255)
check-error-bad-call = `{ $text }` is not a call (expected Pass, X, XX, AP, a bid such as 1C or 3NT, or -)
check-error-bad-card = `{ $text }` is not a card (expected a suit S, H, D, C then a rank A K Q J T 9-2, or -)
check-error-bad-token = `{ $token }` is not allowed in the { $section } section
check-error-misplaced-mark = irregularity mark `^{ $mark }` is not allowed here (^I before a bid, ^S in place of a call, ^R or ^L before a card)
check-error-after-star = `{ $text }` follows `*`, which ends the section
check-error-late-not-yet = `-` (not yet this player's turn) may only come before the first call
check-error-auction-after-end = the auction continues with { $call } by { $seat } after it has ended ({ $reason })
check-ended-three-passes = three passes after a bid
check-ended-four-passes = four passes
check-error-bid-above-seven = the auction has a bid above seven ({ $text }), which the record cannot stand on
check-error-card-played-twice = { $card } is played twice (trick { $first_trick } and trick { $trick })
check-error-card-not-held = { $seat } plays { $card } in trick { $trick }, but { $card } was dealt to { $holder }
check-error-hand-exhausted = { $seat } plays { $card } in trick { $trick }, but { $seat } has no cards left
check-error-too-many-tricks = the play section has { $tricks } tricks; a deal has 13
check-error-play-without-contract = the play section has cards but no contract says which strain is trumps
check-error-bad-lin-key = LIN: `{ $text }` is not a LIN key (letters and digits before `|`)
check-error-unterminated-lin-value = LIN: the value of `{ $text }` has no closing `|`
check-error-bad-lin-deal = LIN md: `{ $value }`: { $reason }
check-error-bad-lin-vulnerability = LIN sv: `{ $text }` is not a vulnerability (o, n, e or b)
check-error-bad-lin-call = LIN mb: `{ $text }` is not a call
check-error-bad-lin-card = LIN pc: `{ $text }` is not a card
check-error-bad-lin-claim = LIN mc: `{ $text }` is not a number of tricks (0-13)
check-event-call = { $call } by { $seat }
check-event-play = { $card } from { $seat }'s hand
check-event-claim = { $seat }'s claim of { $tricks } of the remaining tricks
check-event-agree-claim = { $seat }'s agreement to the claim
check-event-alert = { $seat }'s alert of his partner's call
check-event-other = { $event }
check-found-contract-tag-differs = the Contract tag says { $tag } but the auction ends in { $contract }
check-found-declarer-tag-differs = the Declarer tag says { $tag } but the auction makes { $declarer } declarer
check-found-contract-tag-not-passed-out = the Contract tag says { $tag } but the auction is passed out
check-found-declarer-swapped = declarer and dummy were swapped: { $declarer } became declarer after an opening lead out of turn
check-found-agreed-result-differs = the agreed result ({ $agreed } tricks) differs from the tricks won ({ $won }), as the record marks
check-found-result-differs = the record gives declarer { $recorded } tricks but the replay gives { $replayed }
check-found-score-differs = the Score tag gives NS { $recorded } but the replay scores NS { $replayed }
check-found-call-out-of-rotation = { $call } by { $seat } out of rotation ({ $turn }'s turn), accepted when the next player called ({ $law })
check-found-insufficient-bid = insufficient bid { $bid } by { $seat } over { $over }, accepted by the next call
check-found-inadmissible-double = double by { $seat } is inadmissible
check-found-inadmissible-redouble = redouble by { $seat } is inadmissible
check-found-card-not-dealt = { $seat } plays { $card } in trick { $trick }, but { $card } was dealt to { $holder }
check-found-revoke = revoke: { $seat } plays { $card } on a { $led } lead in trick { $trick }
check-found-lead-out-of-turn = { $seat } led { $card } out of turn ({ $proper } was to lead); the lead was accepted ({ $law })
check-found-impossible-claim = the result of { $claim } tricks is impossible: declarer has won { $won } of { $played } tricks played and { $remaining } remain
check-found-play-stops-by-claim = the play stops after { $played } tricks; declarer's side takes { $taken } of the remaining { $remaining } by claim or concession
check-found-opening-leader-disagrees = the play starts with { $card } from { $seat } but the auction makes { $leader } the opening leader (declarer { $declarer }); the record's seats disagree, so the play is not replayed
check-found-refused = { $event }: the table refuses it: { $reason }
check-found-awaits-director-under = after { $event }, the table waits for the Director ({ $law }), which a record cannot supply
check-found-awaits-director = after { $event }, the table waits for the Director
check-found-impossible-total = the result of { $total } tricks is impossible: declarer has won { $won } tricks and { $remaining } remain
check-found-no-deal = the record has no complete deal (it gives { $hands } of the 4 hands), so it cannot be played through the engine
check-found-end-position = the deal is an end position (hands of fewer than 13 cards), which the engine does not play
check-found-marked-not-revoke = { $card } by { $seat } is marked ^R but is not a revoke
check-found-play-from-tags = the auction does not reach a contract, so the play is checked against the deal with the Contract and Declarer tags instead of on the table
check-found-claim-agreed = the play stops with { $claimer } claiming { $tricks } of the remaining { $remaining } tricks, agreed by the opponents
check-found-irregularity = { $what }: { $event }{ $status }
check-deal-no-colon = a deal starts with a seat and a colon, e.g. `N:AKQ.T98.J2.7654 ...`
check-deal-not-a-seat = `{ $text }` is not a seat
check-deal-hand = { $seat } hand: { $reason }
check-deal-lin-hand = { $seat } hand `{ $text }`: { $reason }
check-lin-hand-not-suit-or-rank = `{ $char }` is not a suit or a rank
check-lin-hand-rank-before-suit = rank `{ $char }` comes before any suit letter
check-lin-hand-twice = { $card } is listed twice
check-deal-dealer-digit = dealer digit `{ $char }` is not 1 (S), 2 (W), 3 (N) or 4 (E)
check-deal-hand-count-pbn = { $given } hands given; a deal has 4 (a hand not given is `-`)
check-deal-hand-count = { $given } hands given; a deal has 4
check-deal-card-twice = { $card } is in both the { $first } and the { $second } hand
check-deal-too-many-cards = { $seat } holds { $cards } cards; a hand holds 13
check-deal-uneven = { $seat } holds { $cards } cards while another hand holds 13; every hand must hold 13
check-section-auction = auction
check-section-play = play
check-warning-passes-restored = the auction makes { $declarer } declarer but the Declarer tag says { $tag }: the record leaves out the { $passes ->
        [1] pass
       *[other] { $passes } passes
    } before the opening bid, which is { $opener }'s; they are restored
check-warning-play-past-first-trick = the play goes past the first trick but no contract names the trumps; only the first trick is read
check-warning-play-without-contract = cards are played but the auction does not end in a contract; the play is not read
check-warning-out-of-rotation-in-lin = { $call } by { $seat } was out of rotation; LIN cannot show that, so it is written in rotation
check-warning-lead-out-of-turn-in-lin = { $card } was led out of turn by { $seat }; LIN cannot show that, so the seats of this trick will read differently
check-warning-explanation-before-call = explanation `{ $text }` comes before any call
check-warning-second-section = second { $name } section ignored (a tag may occur once)
check-warning-second-tag = second { $name } tag ignored (in import format a repeated tag is ignored)
check-warning-hash-not-allowed = `#` is not allowed for the { $name } tag; the previous game's value is used
check-warning-double-hash-not-allowed = `##` is not allowed for the { $name } tag
check-warning-inherited-ignored = the { $name } value `{ $value }` taken from an earlier game is ignored: { $reason }
check-warning-note-without-section = note { $index } ignored: there is no { $section } section for it
check-warning-note-outside-section = note { $index } is placed outside the { $section } section that refers to it
check-warning-second-note = second note { $index } of the { $section } ignored
check-warning-missing-note = note reference ={ $index }= has no [Note "{ $index }:..."] tag
check-warning-auction-starts-wrong = the auction starts with { $seat } but the dealer is { $dealer }
check-warning-unmarked-insufficient = { $bid } by { $seat } is insufficient but not marked ^I (taken as accepted, { $law })
check-warning-marked-sufficient = { $bid } is marked ^I but is sufficient
check-warning-call-not-in-export-form = call { $text } read as { $call } (PBN writes calls as Pass, X, XX, 1C … 7NT)
check-warning-lead-marked-in-turn = { $card } by { $seat } is marked ^L but was led in turn
check-warning-score-tag-unreadable = the Score tag "{ $value }" is not a score; it is ignored
check-warning-play-in-order-played = the play section lists some tricks in the order played, not by seat (PBN 2.1 §3.4.14); read so
convert-loss-tags = PBN tags and sections with no LIN equivalent: { $names }
convert-loss-comments = comments of { $games } games
convert-loss-board = board { $board }: { $warning }
convert-loss-lin-board = LIN board { $board }: { $warning }
convert-loss-lin-keys = LIN keys other than pn, md, sv, ah, qx, mb, an, pc, pg, mc, nt, rh, st
convert-skipped-record = { $format } { $what ->
        [game] game
       *[record] record
    } { $index }{ $board ->
        [none] {""}
       *[other] {" "}(board { $board })
    }, { $pos }: { $problem }
error-io-reason = { $reason } ({ $detail })
error-io-not-found = no such file
error-io-permission-denied = permission denied
error-io-is-a-directory = it is a directory
error-io-invalid-data = the data is not valid
error-io-already-exists = it already exists
error-io-other = an input/output error
error-json-io = { $path }: cannot be read ({ $detail })
error-json-syntax = { $path }: not valid JSON at line { $line }, column { $column } ({ $detail })
error-json-data = { $path }: a value does not fit the options at line { $line }, column { $column } ({ $detail })
error-json-eof = { $path }: the JSON ends too early, at line { $line }, column { $column } ({ $detail })

## One row of a results file (tenace-score RowProblem)
error-row-board-zero = board number 0 (boards are numbered from 1)
error-row-same-pair = the N-S and E-W pair are both `{ $text }`
error-row-empty-pair = a pair name is empty
error-row-pair-twice = pair `{ $pair }` appears twice on board { $board }
error-row-empty = nothing to score: give contract, declarer and result, a score, or an adjusted score in `result`
error-row-score-and-contract = give either `score` or a contract and result, not both
error-row-score-not-multiple-of-ten = `score` { $score } is not a multiple of 10
error-row-bad-contract = `{ $text }` is not a contract (expected e.g. 4S, 3NTX, 1CXX or PASS)
error-row-extra-word = `{ $text } (unexpected `{ $extra }`)` is not a contract (expected e.g. 4S, 3NTX, 1CXX or PASS)
error-row-missing-declarer = contract `{ $text }` has no declarer
error-row-bad-declarer = `{ $text }` is not a declarer (expected N, E, S or W)
error-row-missing-result = contract `{ $text }` has no result (expected =, +1, -2 or a trick count)
error-row-bad-tricks = `{ $text }` is not a trick count from 0 to 13
error-row-pass-with-result = a passed-out board has no declarer or result, found `{ $text }`
error-row-bad-vulnerability = `{ $text }` is not a vulnerability (expected None, NS, EW or Both)
error-row-bad-adjusted = adjusted score `{ $text }`: { $reason }
error-row-weights-sum = weights for { $side } sum to { $sum }, not 1
error-row-bad-penalty = penalty amount `{ $text }` is not understood (expected e.g. -25%, -3mp, -1imp, -0.5vp)
error-row-penalty-without-pair = penalty row names no pair
error-row-unknown-penalty-pair = penalty pair `{ $text }` does not appear in any result
## Rubber bridge: RB 78 refusals and honours
error-law78-net-score-agreed = the net score of the rubber has already been agreed
error-law78-tricks-after-next-deal = the number of tricks was agreed and every player has called on the next deal; changing it needs the consent of all four players
error-deal-honours-strain = { $kind } do not score at { $bid }: { $reason }
error-honours-four-trump = four trump honours
error-honours-five-trump = five trump honours
error-honours-four-aces = four aces
error-honours-aces-only-notrump = four aces count only at no trump
error-honours-notrump-only-aces = at no trump only four aces in one hand score

## Table scripts: a word that is not what its place needs
error-script-not-board-number = `{ $word }` is not a board number (1 or more)
error-script-not-rule-set = `{ $word }` is not a rule set (expected duplicate, rubber or club)
error-script-not-mode = `{ $word }` is not a mode (expected auto or table)
error-script-not-side = `{ $word }` is not a side (NS or EW)
error-script-not-artificial-score = `{ $word }` is not an artificial score (A+, A or A-)
error-script-not-tricks = `{ $word }` is not a number of tricks
error-script-not-ruling = `{ $word }` is not a ruling (expected { $rulings })
error-script-not-designation = `{ $word }` is not high, low, win, a suit or a rank
error-script-not-attention = `{ $word }` is not turn or misinformation
error-script-not-call-card-or-action = `{ $word }` is not a call, a card or an action
error-script-no-call = { $seat } has made no call
error-pad-line-argument = `{ $word }` needs { $expected }
error-pad-expected-side = a side (NS or EW)
error-pad-expected-seat = a seat (N, E, S or W)
error-pad-expected-correction = a deal number and the corrected deal, e.g. `correct 3 NS 4S=`
error-pad-expected-corrected-deal = the corrected deal after the number, e.g. `correct 3 NS 4S=`

# --- views (lead) ---
clap-reason-unknown-role = unknown role “{ $value }”: expected N, E, S, W, director or spectator
help-table-arg-role = With --json: print only what this role may see, as the `tenace.table.v2` view (N, E, S, W, director or spectator)
error-dd-needs-deal = give a deal (--deal N:...) or a seed (--seed N)

# --- typed reasons (lead) ---
error-why-nothing-led-to-win = nothing has been led to win
error-why-neither-suit-nor-rank = neither suit nor rank: either defender designates the card
error-why-several-of-that-rank = dummy can play two or more cards of that rank; declarer must say which
error-why-fits-no-card = the designation fits no card of dummy; declarer designates any legal card
error-why-only-lead-or-early-card = only his lead out of turn to the last trick, or a card he played before his turn, can be taken back
error-why-dummy-played-no-card = dummy has played no card
error-why-declarer-played-since = declarer has played a card since
error-why-same-card = that is the card already played
error-needs-played-before-or-new = `played-before` or `new`
error-needs-played-or-unplayed = `played` or `unplayed`
error-needs-where-found = `played`, `elsewhere` or `lost`
error-needs-dummys-card = a card of dummy's
error-needs-side = a side, NS or EW
error-needs-designation = high, low, win, a suit or a rank
error-needs-card-and-where-found = the card and `played`, `elsewhere` or `lost`
error-needs-card-meant = the card declarer meant
error-needs-dummys-card-and-named = the card dummy played, then the card declarer named
error-needs-seat-and-played-or-unplayed = the seat and `played` or `unplayed`
error-needs-seat-asked = the seat asked
error-needs-turn-or-misinformation = turn or misinformation
# --- events ---
help-movement-about = Generate a movement: who plays whom on which boards at each table in each round; or `import FILE`: read one and verify it (docs/events.md)
help-movement-arg-kind = The movement: mitchell, skip-mitchell, relay-mitchell, web-mitchell, hesitation, howell, individual or round-robin; or import
help-movement-arg-file = With `import`: the movement file (a cell list as `--json` prints it, a whole movement, or a KoPS cyclic description)
help-movement-arg-tables = The number of tables (for round-robin: the number of teams)
help-movement-arg-boards-per-round = Boards played in each round
help-movement-arg-rounds = Rounds, where the movement allows another number than its own (a partial Howell, a web Mitchell's sets)
help-movement-arg-arrow-switch = Arrow-switch the last rounds of a Mitchell, for one winner
help-movement-arg-phantom = Leave this pair number empty, for an odd number of pairs (its opponents sit out)
help-movement-arg-json = Print the movement as JSON
movement-kind-mitchell = Mitchell
movement-kind-skip-mitchell = Skip Mitchell
movement-kind-relay-mitchell = Relay-and-bye Mitchell
movement-kind-web-mitchell = Web Mitchell
movement-kind-hesitation = Hesitation Mitchell
movement-kind-howell = Howell
movement-kind-individual = Individual
movement-kind-round-robin = Team round robin
movement-kind-custom = Imported movement
movement-heading = { $kind }: { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, { $winners }
movement-winners-one = one winner
movement-winners-two = two winners (N-S and E-W)
movement-round = Round { $round }
movement-table = Table { $table }: { $ns } (N-S) v { $ew } (E-W), boards { $boards }
movement-seats = Table { $table }: N { $n }, E { $e }, S { $s }, W { $w }, boards { $boards }
movement-sit-out = sit-out
movement-idle = none
movement-arrow = , arrow switch
movement-shares = , shares the boards of table { $table }
error-movement-unknown = `{ $name }` is not a movement (expected { $names })
error-movement-too-few-tables = a { $kind } needs at least { $min } tables, not { $tables }
error-movement-too-many-tables = a { $kind } has at most { $max } tables here, not { $tables }
error-movement-needs-odd-tables = a { $kind } needs an odd number of tables, not { $tables }
error-movement-needs-even-tables = a { $kind } needs an even number of tables, not { $tables }
error-movement-rounds = a { $kind } of { $tables } tables plays { $min } to { $max } rounds, not { $rounds }
error-movement-no-design = there is no { $kind } movement for { $tables } tables
error-movement-no-boards = boards per round must be 1 or more
error-movement-arrow-switch = an arrow switch applies to Mitchell movements, not to a { $kind }
error-movement-not-generated = an imported movement cannot be generated
error-movement-fails = the movement fails { $count ->
        [one] one verification check
       *[other] { $count } verification checks
    }; the first: { $first }
violation-cell-out-of-range = V0: round { $round } table { $table } is outside the movement
violation-duplicate-cell = V0: round { $round } table { $table } appears twice
violation-missing-cell = V0: round { $round } table { $table } has no schedule
violation-unknown-position = V0: round { $round } table { $table }: position { $position } does not exist
violation-position-twice = V0: in round { $round } position { $position } is in two places
violation-same-contestant = V0: round { $round } table { $table }: position { $position } sits twice at the table
violation-unknown-set = V0: round { $round } table { $table }: board set { $set } does not exist
violation-share-mismatch = V0: in round { $round } table { $table } shares with table { $with }, which plays other boards
violation-broken-match = V0: in round { $round } team { $team } does not play one match on two tables
violation-replay = V1: position { $position } plays board set { $set } { $times } times
violation-repeat-meeting = V2: positions { $a } and { $b } meet { $times } times
violation-not-met-once = V3: positions { $a } and { $b } meet { $times } times instead of once
violation-partners-not-once = V3: players { $a } and { $b } are partners { $times } times instead of once
violation-set-missed = V3: position { $position } never plays board set { $set }
violation-set-play-count = V4: board set { $set } is played { $actual } times, not { $expected }
violation-contestant-set-count = V4: position { $position } plays { $actual } board sets, not { $expected }
violation-line-set = V4: position { $position } plays board set { $set } { $times } times in its line
violation-copies = V5: in round { $round } board set { $set } is at { $uses } tables but has { $copies } copies
violation-sit-out-twice-in-row = V9: position { $position } sits out in two rounds in a row from round { $round }
violation-sit-out-too-often = V9: position { $position } sits out { $times } times
help-session-about = Rank a session from its file, or commit to its deals and verify the commitment (docs/events.md)
help-session-arg-action = What to do: rank, import (a PBN or USEBIO results file, compared with its published ranking), report (HTML, or PDF with --pdf), pbn (PBN with score tables), usebio (USEBIO XML), commit or verify
help-session-arg-file = The session file (JSON, docs/events.md), or a results file: PBN with score tables, or USEBIO XML
help-session-arg-json = Print the result as JSON
session-provisional = Provisional: the session is not complete ({ $law })
session-line-all = Ranking
session-line-ns = North-South
session-line-ew = East-West
session-col-place = Place
session-col-pair = Pair
session-col-matchpoints = MPs
session-col-percent = %
session-col-names = Names
session-alert-off-schedule = Round { $round } table { $table } board { $board }: not the scheduled board or pairs ({ $law }); { $ruling }
session-ruling-none = awaiting the Director's ruling
session-ruling-cancel = cancelled by the Director
session-ruling-stands = the score stands
session-alert-missing = Round { $round } table { $table } board { $board }: no result yet
session-alert-postponed = Round { $round } table { $table } board { $board }: postponed and not yet played ({ $law })
session-alert-postponed-no-result = Round { $round } table { $table } board { $board }: marked as played but without a result
session-audit = Correction { $seq } at { $at } by { $by }, round { $round } table { $table } board { $board }: { $before } → { $after } ({ $reason }): { $status }
session-reason-table-reentry = re-entered at the table
session-reason-trick-dispute = disputed tricks
session-reason-scoring-error = scoring error
session-reason-late-correction = late correction
session-reason-ruling = ruling
session-reason-wrong-board = wrong board
session-reason-fouled-board = fouled board
session-reason-appeal = appeal
session-status-applied = applied
session-status-refused-late = refused: after the correction period ({ $law })
session-status-refused-without-approval = refused: a late correction needs the organiser's approval ({ $law })
commit-hash = Commitment ({ $scheme }, SHA-256): { $hash }
commit-verified = The deals match the commitment { $hash } and were dealt from seed { $seed }.
error-session-action = `{ $action }` is not a session action (expected rank, import, report, pbn, usebio, commit or verify)
error-session-json = not a session file: { $detail }
error-session-not-pairs = only pair movements can be ranked
error-session-no-such-cell = result { $index }: round { $round } table { $table } is not in the movement
error-session-no-such-board = result { $index }: board { $board } is not played in this session
error-session-sit-out = result { $index }: that table has a sit-out in that round
error-session-no-such-pair = result { $index }: pair { $position } is not in the movement
error-session-duplicate = result { $index }: round { $round } table { $table } board { $board } already has a result
error-session-correction-without-result = correction { $index }: round { $round } table { $table } board { $board } has no result to correct
error-session-bad-time = `{ $time }` is not a time (expected HH:MM)
error-session-penalty-pair = penalty { $index }: pair { $position } is not in the movement
error-session-at-result = round { $round } table { $table } board { $board }: { $error }
error-import-empty = the movement has no rounds
error-import-zero = round and table numbers start at 1 (round { $round }, table { $table })
error-import-overlapping-sets = board { $board } is in two different board sets
error-commit-bad-deal = board { $board }: `{ $text }` is not a deal
error-commit-no-deals = there are no deals to commit to
error-commit-no-seed = no seed has been published
error-commit-no-commitment = no commitment has been published
error-commit-hash-mismatch = the deals hash to { $actual }, not to the published { $expected }
error-commit-not-from-seed = board { $board } is not the deal the seed gives
events-report-title = Session results
events-report-travellers = Travellers
events-report-board = Board { $board }
events-report-board-group = Board { $board }, form { $group } ({ $law })
events-report-dealer-vul = Dealer { $dealer }, vulnerable: { $vul }
events-report-dd-heading = Double-dummy tricks
events-report-par = Par { $score }: { $contracts }
events-report-scorecards = Personal score cards
events-report-scorecard = Pair { $pair } { $names }
events-report-col-round = Round
events-report-col-table = Table
events-report-col-ns = N-S
events-report-col-ew = E-W
events-report-col-result = Result
events-report-col-lead = Lead
events-report-col-score = Score
events-report-col-mp-ns = MPs N-S
events-report-col-mp-ew = MPs E-W
events-report-col-board = Board
events-report-col-versus = Against
events-report-col-direction = Direction
events-report-col-mp = MPs
error-movement-no-such-phantom = pair { $position } is not in the movement (1 to { $positions })
error-import-bad-seat = `{ $seat }` is not a seat of the movement (expected a table number then N or E)
error-import-inconsistent = a cyclic movement needs two starting pairs per table and a starting place for every board set
help-match-about = Score a two-table team match from its file: IMPs per board, then VPs or the knockout winner (docs/events.md)
help-match-arg-file = The match file (JSON, docs/events.md)
help-match-arg-json = Print the result as JSON
match-heading = { $a } v { $b } ({ $a } N-S in the open room)
match-board = Board { $board }: open room { $open }, closed room { $closed }: { $swing }
match-swing = { $imps ->
        [one] { $imps } IMP
       *[other] { $imps } IMPs
    } to { $team }
match-no-swing = no swing
match-imps = IMPs: { $a } { $ia }, { $b } { $ib }
match-vps = VPs: { $a } { $va }, { $b } { $vb }
match-carry-over = Carry-over: { $imps }
match-winner = { $team } wins
match-tie = A tie: extra boards are needed
error-match-json = not a match file: { $detail }
error-match-no-boards = the match has no boards
error-match-board-twice = board { $board } appears twice
error-match-room = board { $board }: { $error }
error-match-split = board { $board }: a split score ({ $law }) has no field to compare with in a team match
error-match-percent = board { $board }: an artificial score in a team match is given in IMPs (A+, A, A-), not as a percentage
error-match-two-artificial = board { $board }: the two rooms give a team different artificial scores
match-swing-unbalanced = adjusted, not balancing: { $a } { $ia }, { $b } { $ib }
help-swiss-about = Pair the next round of a Swiss from the standings: top-down, no repeat meetings, the bye to the lowest without one (docs/events.md)
help-swiss-arg-file = The standings file (JSON, docs/events.md)
help-swiss-arg-json = Print the draw as JSON
help-knockout-about = The first round of a knockout: the bracket, seeds 1 and 2 apart until the final, byes to the top seeds (docs/events.md)
help-knockout-arg-teams = How many teams (2 to 256)
help-knockout-arg-json = Print the bracket as JSON
help-round-robin-about = The schedule of a round robin: who plays whom in each round, by the circle method, a bye when the number is odd (docs/events.md)
help-round-robin-arg-teams = How many teams (2 to 256)
help-round-robin-arg-json = Print the schedule as JSON
error-teams-count = { $teams } teams: the draw takes 2 to { $max }
knockout-heading = Knockout of { $teams } teams, a bracket of { $places } places
knockout-match = Match { $match }: seed { $high } v seed { $low }
knockout-bye = Match { $match }: seed { $high } has a bye
round-robin-round = Round { $round }: { $matches }
round-robin-bye = (team { $team } sits out)
swiss-match = Table { $table }: { $a } v { $b }
swiss-bye = Bye: { $who }
swiss-repeats = { $count ->
        [one] One match is a repeat meeting: no draw without one exists
       *[other] { $count } matches are repeat meetings: no draw with fewer exists
    }
error-swiss-json = not a standings file: { $detail }
error-swiss-twice = contestant { $id } is listed twice
error-swiss-no-bye = every contestant has had a bye already
error-swiss-too-few = a Swiss needs at least two contestants
# --- engine ---
error-action-card-face-up = { $card } lies face up in front of { $seat } (a penalty card or an exposed card): it cannot have gone unseen to a trick ({ $law })
# --- hostile ---
error-input-not-a-file = cannot read { $path }: it is { $kind }, not a file
error-input-too-large = cannot read { $path }: it is larger than { $limit }, the limit for this kind of file
error-input-game-too-large = { $path }: the game that starts at line { $line } is larger than { $limit }, the limit for one game
error-file-kind-directory = a directory
error-file-kind-fifo = a named pipe
error-file-kind-char-device = a character device
error-file-kind-block-device = a block device
error-file-kind-socket = a socket
error-file-kind-other = something other than a regular file
check-warning-declarer-tag-in-lin = the Declarer tag says { $tag } but the auction makes { $auction } declarer; LIN keeps only the auction, so the declarer will read as { $auction }
# --- server ---
help-serve-about = Serve tables online (docs/server.md): opens a practice table and prints its tokens
help-serve-arg-listen = The address to listen on
help-serve-arg-db = The database: a SQLite file or a postgres:// URL
help-serve-arg-spectator-delay = Spectators see the table this many events behind ({ $law76a2 })
help-serve-arg-tempo-ms = A pause longer than this many milliseconds before a player's action is flagged for the Director ({ $law16b1 })
help-serve-arg-allow-origin = An origin allowed to open a WebSocket (repeatable)
help-remote-about = Play a table script on a server, or look at a table there
help-remote-run-about = Create a table on a server and play a table script on it, each action with its actor's token
help-remote-run-arg-url = The server, e.g. http://127.0.0.1:8080
help-remote-run-arg-file = The script file
help-remote-run-arg-json = Print the state as JSON (schema in docs/table-script.md)
help-remote-view-about = Print a table on a server as one role sees it
help-remote-view-arg-url = The server, e.g. http://127.0.0.1:8080
help-remote-view-arg-id = The table's id
help-remote-view-arg-role = The role: N, E, S, W, director or spectator
help-remote-view-arg-token = The role's token (default: the TENACE_TOKEN environment variable; none for a spectator)
help-remote-view-arg-json = Print the view as JSON (`tenace.table.v2`)
serve-listening = Tenace is serving tables at { $url } (database { $db })
serve-practice = A practice table, { $id }; its view: { $url }; its tokens (shown once) and the page of each role:
serve-db-error = cannot open the database { $db }: { $reason }
serve-listen-error = cannot listen on { $addr }: { $reason }
remote-runtime-error = cannot start the network runtime: { $reason }
remote-connect-error = cannot reach { $url }: { $reason }
remote-server-error = the server answered { $status } { $code }: { $message }
remote-bad-reply = the server's reply cannot be read: { $reason }
remote-table-id = table: { $id }
remote-needs-token = the view of { $role } needs its token (--token or TENACE_TOKEN)
remote-wrong-role = asked for the view of { $asked }, the server sent { $got }'s
remote-view-head = Table { $id } as { $role }, after event { $seq }:
remote-error-bad-json = the request is not valid JSON
remote-error-bad-body = the request is too large or unreadable
remote-error-bad-event = the action is not an event
remote-error-bad-script = the action line cannot be read
remote-error-bad-request = the table cannot be created as asked
remote-error-unauthorized = a valid token is needed
remote-error-wrong-table = this token is for another table
remote-error-not-your-action = this action is not this token's role's to make
remote-error-director-only = only the Director may do this
remote-error-refused = the engine refused the action; nothing changed
remote-error-no-such-table = there is no such table
remote-error-origin-not-allowed = this origin may not open the table's socket
remote-error-owned-elsewhere = another server node holds this table at the moment; try again
remote-error-storage = the server could not store the action; nothing was acknowledged
remote-error-corrupt = the table's stored log does not replay

# --- web ---
web-title = Tenace
web-lang-other = 中文
web-index-intro = Play bridge under the Laws: irregularities are not prevented, the Laws answer them. Create a table, then open one link per seat (on four devices, or four tabs).
web-index-create = A practice table
web-index-board = Board
web-index-seed = Seed (optional)
web-index-deal = Deal (PBN, optional)
web-index-mode = Mode
web-mode-auto = auto-director (the table stops at each irregularity)
web-mode-table = table mode (an irregularity stands until attention is drawn)
web-index-create-button = Create the table
web-index-created = Table { $id } created.
web-index-tables = Your tables
web-index-tables-hint = Each link carries its seat's token after the # sign (never sent to the server in the address). Give each player his own link; keep the Director's.
web-index-director-link = The Director's panel
web-role-director = Director
web-role-spectator = Spectator
web-seat-n = North
web-seat-e = East
web-seat-s = South
web-seat-w = West
web-you-are = You are { $seat }
web-you = you
web-dummy = dummy
web-declarer = declarer
web-connected = connected
web-disconnected = reconnecting…
web-board = Board { $n }
web-dealer = Dealer { $seat }
web-vul-none = Nobody vulnerable
web-vul-ns = North-South vulnerable
web-vul-ew = East-West vulnerable
web-vul-both = Both vulnerable
web-contract = Contract: { $contract }
web-tricks-won = Tricks NS { $ns } · EW { $ew }
web-phase-auction = Auction
web-phase-clarification = Clarification period
web-phase-play = Play
web-phase-claim = Claim
web-phase-complete = Board complete
web-phase-passed-out = Passed out
web-to-act = { $seat } to act
web-last-trick = Last trick
web-auction = Auction
web-bidding-box = Bidding box
web-bidding-box-hint = Every call can be made, in turn or not, sufficient or not: the Laws answer.
web-call-pass = Pass
web-call-double = Dbl
web-call-redouble = Rdbl
web-alerted = alerted
web-alert-button = Alert partner's last call
web-explain-button = Explain partner's last call
web-explain-placeholder = what the call means
web-explanation = { $call }: { $seat } explains “{ $text }”
web-laws = The Laws' answer
web-choose = Choose this
web-waiting-director = The table waits for the Director.
web-claim = Claim or concede
web-claim-tricks = Tricks
web-claim-statement = Statement
web-claim-button = Claim
web-concede-button = Concede
web-agree = Agree
web-dispute = Dispute
web-claim-state = { $seat } claims: “{ $statement }” ({ $status })
web-claim-status-pending = waiting for the opponents
web-claim-status-agreed = agreed
web-claim-status-contested = disputed: the Director rules
web-claim-status-awarded = ruled by the Director
web-claim-status-void = void: play goes on
web-other-action = Another action
web-other-action-hint = Any line of the table script (docs/table-script.md), e.g. “W alert”, “E attention”, “S asks W”.
web-send = Send
web-result = Result
web-penalty-cards = Penalty cards:
web-penalty-card = a penalty card
web-director-title = The Director's panel
web-director-token = Director's token
web-director-open = Open
web-director-hint = Tables that need you come first: the irregularity, its options and who chooses each, the review points and tempo flags.
web-director-log = The table's log
web-log-time = Time
web-log-actor = By
web-log-event = Event
web-table = Table { $id }
web-deal = Deal:
web-options = Options
web-rule = Rule this
web-award = Award (the engine's proposal)
web-review = For review at the end of play:
web-tempo = Breaks in tempo:
web-irregularity-hidden = An irregularity by { $seat } (its facts name a card you may not see)
web-error-unauthorized = This page has no valid token for the table.
web-error-wrong-table = This token is for another table.
web-error-not-your-action = That is not your action to make.
web-error-refused = Not possible at this table.
web-error-bad-script = That line cannot be read.
web-error-no-such-table = There is no such table.
web-error-director-only = Only the Director may do this.

# --- results ---
web-index-club-link = Run a club session (results entry and a live ranking)
web-results-club-title = Run a club session
web-results-club-intro = Make a session from a movement. Each table gets a link for its device (a phone or a tablet on the table) to enter its results; the opponents confirm on the same device; the ranking page updates by itself as results come in.
web-results-name = Session name
web-results-kind = Movement
web-results-tables = Tables
web-results-boards-per-round = Boards per round
web-results-server-token = Server-wide Director token (only if the server has one)
web-results-create = Create the session
web-results-created = Session { $id } created.
web-results-sessions = Your sessions
web-results-links-hint = Each link carries its token after the # sign (never sent to the server in the address). Put each table's link on that table's device; keep the Director's.
web-results-link-table = Table { $table }
web-results-link-director = The Director's results page
web-results-link-ranking = The ranking
web-results-entry-title = Table { $table }
web-results-round = Round
web-results-board = Board
web-results-board-n = Board { $board }
web-results-pairs = N-S pair { $ns } against E-W pair { $ew }
web-results-level = Level
web-results-strain = Denomination
web-results-doubling = Doubled?
web-results-undoubled = Not doubled
web-results-doubled = Doubled
web-results-redoubled = Redoubled
web-results-passed-out = Passed out
web-results-declarer = Declarer
web-results-lead = Opening lead
web-results-lead-none = (not recorded)
web-results-tricks = Tricks taken by declarer
web-results-entered-by = Entered by
web-results-score-preview = Score: N-S { $ns }, E-W { $ew }
web-results-send = Send the result
web-results-confirm-ns = N-S confirm
web-results-confirm-ew = E-W confirm
web-results-awaiting = Waiting for { $side } to confirm
web-results-confirmed = Confirmed
web-results-unconfirmed = not yet confirmed
web-results-no-result = No result yet
web-results-round-done = Every board of this round has a confirmed result.
web-results-side-ns = N-S
web-results-side-ew = E-W
web-results-ranking-title = Ranking
web-results-provisional = Provisional: { $n } results in so far.
web-results-final = Every result is in.
web-results-line-all = Overall
web-results-line-north-south = North-South
web-results-line-east-west = East-West
web-results-col-place = Place
web-results-col-pair = Pair
web-results-col-names = Names
web-results-col-mp = Matchpoints
web-results-col-percent = %
web-results-col-boards = Boards
web-results-travellers = Travellers
web-results-col-round = Round
web-results-col-table = Table
web-results-col-ns = N-S
web-results-col-ew = E-W
web-results-col-contract = Contract
web-results-col-declarer = By
web-results-col-tricks = Tricks
web-results-col-lead = Lead
web-results-col-score = N-S score
web-results-col-mp-ns = MP N-S
web-results-col-mp-ew = MP E-W
web-results-live = Live
web-results-reconnecting = Reconnecting…
web-results-director-title = The Director's results
web-results-director-token = Director token
web-results-open = Open
web-results-director-hint = Every table's boards round by round: enter a missing result, correct or withdraw one with a reason. Each change is a new row of the audit trail.
web-results-correct = Correct
web-results-withdraw = Withdraw
web-results-enter = Enter
web-results-reason = Reason
web-results-adjusted = Adjusted score (A+/A-, 60%-40%)
web-results-not-played = Not played
web-results-audit = Audit trail
web-results-kind-entered = entered
web-results-kind-confirmed = confirmed
web-results-kind-corrected = corrected
web-results-kind-withdrawn = withdrawn
web-results-by-table = table device
web-results-by-director = Director
web-results-replaces = replaces row { $seq }
web-results-error-no-such-session = There is no such session.
web-results-error-wrong-session = This token is for another session.
web-results-error-bad-request = The request cannot be read.
web-results-error-bad-session = The session cannot be made from this movement.
web-results-error-too-many-tables = A session has at most { $max } tables, not { $tables }.
web-results-error-other-table = This is table { $mine }'s device, not table { $table }'s.
web-results-error-no-such-round = Round { $round } is not in the session.
web-results-error-no-such-table-in-round = Table { $table } is not in round { $round }.
web-results-error-table-idle = Table { $table } plays no boards in round { $round }.
web-results-error-board-not-at-table = Board { $board } is not played at table { $table } in round { $round }.
web-results-error-bad-contract = “{ $text }” is not a contract.
web-results-error-bad-declarer = “{ $text }” is not a declarer (N, E, S or W).
web-results-error-bad-tricks = { $text } is not a number of tricks (0 to 13).
web-results-error-bad-lead = “{ $text }” is not a card.
web-results-error-bad-adjusted = “{ $text }” is not an adjusted score.
web-results-error-bad-side = “{ $text }” is not a side (N-S or E-W).
web-results-error-incomplete-result = Give a contract with its declarer and tricks, or an adjusted score.
web-results-error-already-confirmed = Board { $board } at table { $table } in round { $round } already has a confirmed result; call the Director to correct it.
web-results-error-already-entered = Board { $board } at table { $table } in round { $round } already has a result (row { $seq }); correct that row.
web-results-error-not-current = Row { $seq } is not a current result.
web-results-error-confirmed-already = Row { $seq } is confirmed already.
web-results-error-same-side = The side that entered the result cannot confirm it: the opponents confirm.
web-results-error-reason-needed = A correction needs a reason.
web-results-movement-mitchell = Mitchell
web-results-movement-skip-mitchell = Skip Mitchell
web-results-movement-relay-mitchell = Relay-and-bye Mitchell
web-results-movement-howell = Howell
web-results-movement-hesitation = Hesitation Mitchell
web-results-confirms = confirms row { $seq }
web-results-withdraws = withdraws row { $seq }
session-col-imps = IMPs
session-col-imps-per-board = IMPs/bd
web-results-scoring = Scoring
web-results-scoring-matchpoints = Matchpoints
web-results-scoring-cross-imps = Cross-IMPs
web-results-col-imps = IMPs
web-results-col-imps-per-board = IMPs per board
web-results-col-imps-ns = IMPs N-S
web-results-col-imps-ew = IMPs E-W
web-results-error-too-many-boards = A session has at most { $max } boards, not { $boards }.
# --- imports (issue 17: session import, PDF reports, double-dummy analysis) ---
help-session-arg-pdf = With report: write the report as PDF to this file
error-session-import-not-pbn = import reads a results file (PBN with ScoreTable sections, or USEBIO XML); this is not one
error-pdf-font = the PDF font could not be read
error-pbn-import-no-games = the file holds no PBN game
error-pbn-import-no-score-table = no game has a ScoreTable: this is a hand record, not a results file
error-pbn-import-no-board = game { $game }: no Board tag
error-pbn-import-missing-column = board { $board }: the ScoreTable has no column { $column }
error-pbn-import-bad-value = board { $board }, row { $row }: { $column } `{ $value }` cannot be read
error-pbn-import-missing-total-column = the TotalScoreTable has no column { $column }
error-pbn-import-bad-total-value = TotalScoreTable row { $row }: { $column } `{ $value }` cannot be read
error-pbn-import-imps = the session is scored at IMPs: `session import` re-scores and compares it; the other actions take matchpoint sessions only
error-pbn-import-row = board { $board }, row { $row }: { $error }
session-compare-heading = Compared with the organiser's published figures:
session-compare-scale-same = The organiser's matchpoints are on our scale (2 for each score beaten, 1 for each tie).
session-compare-scale-ratio = The organiser's matchpoints are { $ratio } × the 2/1/0 scale (ours: { $ours } ×); they are compared on the organiser's scale.
session-compare-scale-unknown = The file gives no matchpoints per board; only the ranking is compared.
session-compare-board = Board { $board }: { $agree } of { $lines } lines as published; { $reason }
session-compare-reason-factoring = the organiser used { $theirs } for boards with fewer results (ours: { $ours })
session-compare-reason-score = the published score at round { $round } table { $table } is not the score of its contract and result
session-compare-reason-unexplained = no method we know gives the published figures
session-factoring-neuberg = Neuberg's formula
session-factoring-proportional = a proportional rescaling of the top
session-factoring-none = no factoring (each board on its own top)
session-compare-agree = Pair { $pair }: place { $place }, { $percent } % — as published
session-compare-differ = Pair { $pair }: ours place { $place }, { $percent } %; published place { $their_place }, { $their_percent } % — { $reason }
session-compare-unpublished = Pair { $pair }: place { $place }, { $percent } % — not in the published ranking
session-compare-all-agree = Every published figure is ours.
session-compare-some-differ = Some published figures differ from ours (see above).
events-report-col-dd = DD
events-report-col-dd-diff = ± DD
events-pdf-written = Wrote { $path } ({ $pages ->
    [one] 1 page
   *[other] { $pages } pages
})
events-pdf-english-only = The PDF is in English: no Chinese font (Noto Sans CJK TC, Debian package fonts-noto-cjk) was found.
events-pdf-page = Page { $page } of { $pages }
events-pdf-boards = Boards
events-pdf-total = Total
events-pdf-passed = Passed out
error-usebio-xml = not well-formed XML at byte { $position }: { $reason }
error-usebio-not-usebio = not a USEBIO file (no USEBIO element)
error-usebio-no-event = the USEBIO file has no pairs EVENT
error-usebio-not-matchpoints = the event is scored { $method }; only MATCH_POINTS is imported for now
error-usebio-bad-value = { $element } `{ $value }` cannot be read
error-usebio-bad-hands = board { $board }: the hands do not make a deal
error-bws-no-mdbtools = reading a Bridgemate .bws file needs mdb-export (Debian package mdbtools), which is not installed
error-bws-export = mdb-export could not read the ReceivedData table: { $reason }
error-bws-empty = the ReceivedData table is empty
error-bws-missing-column = the ReceivedData table has no column { $column }
error-bws-quote = ReceivedData line { $line }: an unterminated quoted field
error-bws-bad-value = ReceivedData line { $line }: { $column } `{ $value }` cannot be read
# --- panel ---
error-action-not-time-to-ask = { $seat } may ask only at his own turn to call or play ({ $law })
error-action-not-opponents-call = call number { $number } is not an opponent's of { $seat }: a player asks about the opponents' calls ({ $law })
error-action-nothing-to-ask = { $seat }'s opponents have made no call to ask about
error-action-no-such-question = there is no question number { $number }
error-action-not-to-answer = { $seat } may not answer question { $number }: the partner of the player who made the call answers ({ $law })
error-action-empty-answer = an answer needs some text
error-action-no-such-review-point = there is no such point on the review list
error-action-bad-assigned-score = an assigned score needs one to four results with at most 13 tricks each and weights adding up to 100 ({ $law }); a procedural penalty needs a positive amount ({ $law90 })
error-script-not-number = `{ $word }` is not a number (1 or more)
error-script-not-review-point = `{ $word }` is not a review point (board, flag, info, question, revoke or tempo)
error-script-not-penalty-unit = `{ $word }` is not a unit (%, imps or vp-tenths)
error-script-not-contract = `{ $word }` is not a contract with its declarer (e.g. 4SX N)
error-needs-question-and-answer = the question's number and the answer
error-needs-review-point = a review point: board, flag N, info N, question N, revoke N or tempo SEQ
error-needs-assigned-result = a result: a contract, declarer and tricks (4SX N 10) or passout, with a weight such as 60% when there are several
error-needs-penalty-amount = the side, the amount and the unit (%, imps or vp-tenths), e.g. NS 10 %
help-serve-arg-open-create = Let anyone create tables even when TENACE_DIRECTOR_TOKEN is set
panel-result-artificial = No result: artificial adjusted scores ({ $law }): North-South { $ns }, East-West { $ew }
panel-result-assigned = Assigned adjusted score ({ $law }): { $parts }. Score: N-S { $ns }, E-W { $ew }
panel-assigned-part = { $contract }, { $tricks } tricks
panel-assigned-passout = passed out
panel-assigned-weighted = { $weight }% of { $what } ({ $ns })
panel-result-penalty = Procedural penalty ({ $law }): { $side } { $amount } { $unit }.
panel-unit-percent = % of a top
panel-unit-imps = IMPs
panel-unit-vp-tenths = tenths of a VP
web-panel-create-token = Director's token (if the server asks for one)
web-panel-ask = ?
web-panel-ask-title = Ask about this call
web-panel-ask-auction = Ask about the opponents' auction
web-panel-question-call = {$seat} asked about {$caller}'s {$call}
web-panel-question-auction = {$seat} asked about the opponents' auction
web-panel-answer-by = {$seat}: {$text}
web-panel-answer-placeholder = Your explanation
web-panel-answer = Answer
web-panel-pick = Pick the cards
web-panel-pick-rest = All the rest
web-panel-pick-clear = Clear
web-panel-pick-hint = Tap your cards (and dummy's) in the order you will play them.
web-panel-adjust = Adjusted score
web-panel-score-60-40 = N-S 60 / E-W 40
web-panel-score-50-50 = 50 / 50
web-panel-score-40-60 = N-S 40 / E-W 60
web-panel-score-40-40 = 40 / 40
web-panel-assign = Assign
web-panel-review = The review list
web-panel-point-flag = Review point {$law}
web-panel-point-info = Information ({$law})
web-panel-point-tempo = Break in tempo: {$seat}, {$secs} s
web-panel-point-question = Question by {$seat}
web-panel-decided-no-adjustment = no adjustment
web-panel-decided-assigned = assigned score
web-panel-decided-procedural-penalty = procedural penalty
web-panel-no-adjustment = No adjustment
web-panel-penalty = Procedural penalty
web-panel-side-ns = N-S
web-panel-side-ew = E-W
web-panel-substitute = Substitute a player
web-panel-substitute-button = Substitute
web-panel-new-link = The new link for {$seat} (shown once):
panel-view-hidden = ({ $held } cards)
panel-view-question = { $seat } asked about { $number ->
    [0] the opponents' auction
   *[other] call { $number }
}:
panel-view-trick = Trick { $number }: { $cards } — { $winner }
panel-view-score = Score: N-S { $ns }, E-W { $ew }
# --- rulings ---
next-lead-option-forbid = { $leader } is to lead; first { $declarer } (declarer) may forbid one suit ({ $suits }), or none ({ $law }).
lead-restriction-nothing-to-forbid = none for { $partner }: { $offender } specified every suit in the legal auction, so declarer has no suit to forbid ({ $law })
error-action-no-penalty-card-option = no { $laws } option is open now; declarer has one before a defender leads while the leader's partner has a major penalty card
error-why-law26b-forbid-only = declarer's option at this lead is to forbid one suit, or none; he cannot require a suit
error-why-opponent-kept-his-card = his card stands: the opponent before him in rotation did not change his own
irregularity-face-down-lead-after-faced-lead = { $offender } led { $card } face down after his partner had faced a lead out of turn; it goes back to his hand

# --- main: movement import ---
error-movement-tables-needed = a generated movement needs `--tables N` (the number of tables)
error-movement-file-with-kind = only `movement import` reads a file; `{ $file }` was given to a generated movement
error-movement-import-no-file = `movement import` needs the movement file to read
movement-imported = { $file }: read and verified

# --- reports13 ---
check-contract-from-tags = { $contract } (from the tags; the auction is incomplete)
check-no-contract = no contract
# --- events17 ---
error-session-individual-seats = result { $index }: in an individual movement the players come from the movement; a result cannot name other N-S or E-W players
error-session-match = round { $round }, match at table { $table }: { $error }
session-col-vps = VPs
web-results-error-no-such-event = There is no such event.
session-imps-butler = Butler (IMPs against the datum)
session-imps-cross = cross-IMPs (against every other score)
session-imps-method = { $method }: { $agree } of { $lines } published lines reproduced
session-imps-contestant = pair { $pair }: ours { $place } with { $imps } IMPs, published { $their_place } with { $their_imps } — { $verdict }
session-imps-agree = as published
session-imps-differs = differs
# --- play14 ---
error-action-awaiting-penalty-card-choice = { $declarer } (declarer) must first name which of { $seat }'s penalty cards is played ({ $law })
error-action-no-penalty-card-choice = no designation of a penalty card is open for that card now ({ $law })
error-action-must-name-penalty-card = declarer must name one of the penalty cards ({ $law })
next-penalty-card-choice = { $player } is to play; first { $declarer } (declarer) names which of his penalty cards ({ $cards }) is played ({ $law }).
error-action-hands-not-returnable = the hands can go back to the board only after the auction was passed out or the play has ended ({ $law })
status-awaiting-finding-who-saw-card = the Director must find who saw the card: the information is that player's side's ({ $law })
ruling-card-seen-by = { $seat } saw { $card }: extraneous information for his side ({ $law })
ruling-play-normally = the information would not interfere with normal play: the board is played normally
ruling-play-on-ready-to-adjust = the board is played out; the Director stands ready to adjust the score
effect-board-played-normally = the board is played normally
effect-board-redealt = the board is redealt for these contestants; this table ends without a result
effect-extraneous-info-of-the-side-that-saw = the information is extraneous for the side of the player who saw the card
effect-play-on-ready-to-adjust = play is completed; the Director adjusts the score if the information affected the result
error-action-not-the-card-seen = { $card } is not the card exposed before the first call ({ $law })
error-action-own-card-seen = { $seat } holds that card: a player's own card is no extraneous information ({ $law })
error-action-not-before-dummy-faced = dummy's facing can only be taken back while the faced opening lead is the only card played ({ $laws })
# --- inputs14 ---
error-needs-call-and-explanation = the call's number and the explanation
error-needs-doubt-factor = the factor (1 to 1.2) and the numbers of the results it favours, e.g. doubt 1.2 1
error-action-not-time-to-correct = { $seat } may not correct his partner's explanation now: declarer or dummy after the final pass, a defender at the end of play ({ $law })
error-action-not-to-explain = { $seat } may explain only a call of his partner's, or correct his partner's explanation of his own call ({ $law })
error-needs-pause = the length of the pause, in seconds (12) or milliseconds (8500ms)
error-needs-question-number = the question's number
error-action-no-such-extraneous = there is no such extraneous information of { $seat }'s to record: a pause needs a length, a failure to alert a standing call of his partner's, a question one he asked ({ $law })
info-tempo = { $seat }'s break in tempo ({ $secs } s)
info-no-alert = { $seat }'s failure to alert { $call } (call { $number })
info-question = { $seat }'s question { $number }
ruling-extraneous = extraneous information from { $seat } to his partner: { $what }
info-no-alert-last = { $seat }'s failure to alert his partner's last call
error-action-not-among-narrowed = { $card } is not among the cards the Director left to the defenders' choice ({ $law })
error-action-no-choice-to-narrow = the Director can narrow the defenders' choice of dummy's card only to dummy's cards while that choice is theirs ({ $law })
ruling-narrow-designation = the defenders choose dummy's card among { $cards }
error-action-not-dealt-out-of-turn = { $seat } is the proper dealer: a deal out of turn is by another player, recorded at a rubber table before the first call (Chicago, Appendix 4 G)
ruling-dealt-out-of-turn = { $seat } dealt out of turn: the proper dealer may still call first; if { $seat } calls first, the calls go on in rotation from him (Chicago, Appendix 4 G)
# --- claims14 ---
ruling-claim-aware = the claimer was aware that an opponent still held a trump ({ $law })
ruling-claim-unaware = the claimer may have been unaware that an opponent still held a trump ({ $law })
ruling-claim-class-average = the class of player involved: average ({ $law })
ruling-claim-class-expert = the class of player involved: expert ({ $law })
ruling-claim-hand-shown = the claimer faced his hand with the claim ({ $law })
ruling-claim-hand-not-shown = the claimer did not face his hand ({ $law })
info-concession-objected = { $seat }'s concession, to which his partner objected at once
claim-status-withdrawn = the agreement was withdrawn; the Director reviews whether the agreeing side would likely have won more tricks ({ $law })
claim-review = review of the agreement ({ $law }): had play gone on, the claimer's side would have had { $played } of the { $claimed } tricks agreed; by default { $restore } go back to the agreeing side
claim-review-non-obvious = the gain needs a defence that is not obvious (not "likely" if it was not found at the table)
claim-review-hand-shown = the claimer showed his cards: the agreeing side should have seen the defence at the time

# --- rulings14 ---
error-action-no-trick-in-progress = no trick is in progress: cards shown now concern later tricks, a claim or concession ({ $law })
error-action-only-trick-in-progress = only the trick in progress remains: a statement about it is neither a claim nor a concession, and play goes on ({ $law })
error-action-correction-period-over = the Correction Period has ended: the agreed claim or concession stands ({ $law })
claim-conceded-won = the concession gave up { $tricks } trick(s) the side had in fact won in play; the Director cancels that part within the Correction Period ({ $law })
error-needs-trick-number = the trick's number
info-pointed-card = { $seat }'s late remark that his card on trick { $number } was pointed the wrong way
# --- events17b ---
session-col-player = Player
session-col-team = Team
events-report-scorecard-player = Player { $pair } { $names }
events-report-scorecard-team = Team { $pair } { $names }
events-report-matches = Matches
events-report-col-home = Home
events-report-col-away = Away
events-report-col-imps-home = IMPs home
events-report-col-imps-away = IMPs away
events-report-col-vps-home = VPs home
events-report-col-vps-away = VPs away
error-session-bye-vps = a bye's VPs (bye_vps) must be 0 to 20, not { $vps }
session-tie-break-direct-match = ahead on the direct match
session-tie-break-imp-quotient = ahead on the IMP quotient
session-tie-break-common-opponents = ahead on IMPs against common opponents
# --- claims13 ---
error-solver-refused = the double-dummy solver { $solver } cannot take this position
error-solver-bad-answer = the double-dummy solver { $solver } gave an answer outside its contract
error-solver-internal = the double-dummy solver { $solver } failed ({ $message })

# --- events17c ---
web-results-error-already-postponed = Board { $board } at table { $table } in round { $round } is postponed already.
web-results-error-board-postponed = Board { $board } at table { $table } in round { $round } is postponed; the Director enters its result.
web-results-error-no-such-pair = Pair { $pair } is not in the session.
web-results-error-bad-names = Names: { $text }
web-event-title = Event
web-event-rounds = Standings after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
web-event-place = Place
web-event-team = Team
web-event-vps = VPs
web-event-imps-won = IMPs won
web-event-imps-lost = IMPs lost
web-event-matches = Matches
web-event-results = Matches
web-event-round = Round
web-event-home = Home team
web-event-away = Away team
web-event-imps = IMPs
web-event-bye = bye
web-event-corrected = corrected
web-results-postponed = postponed (the Director enters its result)
# --- rulings14b ---
error-action-round-not-ended = the round has not ended: the Director rules one score for both sides, not a decrease for one ({ $law })
error-action-no-rubber-counterpart = the rubber laws have no counterpart of { $law }
error-action-no-score-to-decrease = there is no score in points to decrease ({ $law })
error-needs-decrease-points = the side and the points to take off its score, e.g. NS 50
panel-result-split = Split score ({ $law }): North-South { $ns }, East-West { $ew }.
error-action-review-expired = { $seat }'s right to a review of the auction ended when he played a card ({ $law }); he may still ask the contract and whether it was doubled ({ $instead })
error-action-no-auction-request = { $seat } may not ask about the auction now: only declarer or a defender may, after the auction and before the end of play ({ $law })
error-script-not-auction-after-review = `{ $word }` is not shown or hidden
error-needs-auction-after-review = shown or hidden

# --- events17d ---
web-results-error-unknown-kind = “{ $text }” is not a kind of session: pairs, individual or teams.
web-results-error-movement-kind-mismatch = The movement { $movement } is one for { $fits ->
        [pairs] pairs
        [individual] individuals
       *[teams] teams
    }, not for { $kind ->
        [pairs] a pairs
        [individual] an individual
       *[teams] a team
    } session.
web-results-error-scoring-for-teams = A team session is scored in IMPs and victory points; a scoring method is chosen only for pairs and individuals.
web-results-error-wrong-contestant = This is { $kind ->
        [pairs] a pairs
        [individual] an individual
       *[teams] a team
    } session: name { $wanted ->
        [pair] a pair
        [player] a player
       *[team] a team
    }, not { $given ->
        [pair] a pair
        [player] a player
       *[team] a team
    }.
web-results-error-no-such-player = Player { $player } is not in the session.
web-results-error-no-such-team = Team { $team } is not in the session.
web-results-error-not-a-team-session = Session { $session } is not a team session.
web-results-error-team-not-mapped = Team { $team } of the session is given no contestant of the event.
web-results-error-round-taken = Round { $round } of the event has results already.
web-results-error-round-from-session = Round { $round } of the event is taken from a stored session: correct that session's results instead.
web-results-error-boards-mismatch = The session's matches are of { $session } boards, the event's of { $event }.
# --- events17e ---
session-tie-break-more-decimals = ahead on more decimals
session-tie-break-direct-meetings = ahead on the boards played against each other
session-tie-break-boards-compared = ahead on the boards where they were compared
error-session-tie-break-for-teams = the tie-break `{ $rule }` is for teams, not for a pairs or individual session
error-session-tie-break-for-pairs = the tie-break `{ $rule }` is for pairs and individuals, not for a team session
error-session-switch = { $switch } { $value }: not a value this switch takes
error-session-scoring-results-file = a results file is matchpointed here (an organiser's IMP scoring is found and compared by `session import`): --scoring cross-imps or butler applies to a session file
help-session-arg-options = Scoring options as JSON (average-plus values, factoring, ...), in place of the file's; the switches below override them
help-session-arg-scoring = How the boards are scored: matchpoints, cross-imps or butler (a session file; a results file is matchpointed)
help-session-arg-matchpoint-scale = The matchpoint scale: 2/1/0 (2 for each score beaten) or 1/0.5/0 (1)
help-session-arg-factoring = How a board with fewer scores is brought to the full top: neuberg, proportional or none
help-session-arg-expected-scores = The number of scores every board is factored to
help-session-arg-average-plus = Average plus, percent of a top (at least 60)
help-session-arg-average-minus = Average minus, percent of a top (at most 40)
help-session-arg-butler-trim = Butler: the scores dropped at each end before the datum is taken: a count, a percentage (10%) or none
help-session-arg-butler-min-scores = Butler: trim only boards with at least this many scores
help-session-arg-datum-rounding = Butler: round the datum to a multiple of this many points (0: exact)
help-session-arg-cross-imps = Cross-IMPs: per-comparison (the sum divided by the number of comparisons) or total
help-session-arg-vp-total = Team sessions: the VPs a match shares (WBF: 20)
help-session-arg-vp-blitz-factor = Team sessions: the blitz margin is this factor times the square root of the boards (WBF: 15)
help-session-arg-tie-break = The tie-break chain, in order, comma-separated: more-decimals, direct-meetings, boards-compared (pairs and individuals); direct-match, imp-quotient, common-opponents (teams)
error-bws-sections = RoundData describes { $count } sections; Tenace reads one at a time
error-bws-round-data = RoundData does not make a movement: { $reason }
schedule-given = Schedule check against the file's movement (RoundData, { $rounds } rounds, { $tables } tables):
schedule-rebuilt = Schedule check: the movement rebuilt from the travellers' rounds and tables ({ $rounds } rounds, { $tables } tables) passes the verifier.
schedule-refused = Schedule check: the movement rebuilt from the travellers' rounds and tables fails the verifier: { $reason }
schedule-no-rounds = Schedule check: no result has a round and a table, so the movement cannot be rebuilt.
schedule-no-cell = Round { $round }, table { $table }, board { $board }: the movement has no such table in that round
schedule-pairs = Round { $round }, table { $table }, board { $board }: played by { $ns } v { $ew }, the movement seats { $sns } v { $sew }
schedule-board = Round { $round }, table { $table }: board { $board } is not one the movement gives this table
schedule-missing = Round { $round }, table { $table }: board { $board } has no result
schedule-unplaced = Board { $board }: { $ns } v { $ew } has no round or table
schedule-agrees = Every result is where the movement puts it.
# --- web17 ---
web-results-names-title = The pairs' names
web-results-names-pair = Pair
web-results-names-pair-n = Pair { $pair }
web-results-names-player1 = First player
web-results-names-player2 = Second player
web-results-names-save = Name the pair
web-results-names-saved = Pair { $pair } is named.
web-results-postpone = Postpone
web-results-postpone-reason = Reason (optional)
web-results-postpone-board = Postpone board { $board }
web-results-kind-postponed = postponed
web-results-cards-link = Table cards
web-results-cards-title = Table cards
web-results-cards-hint = One card a table, to print and put on the table: the pairs and boards of each round and a QR code that opens the table's results entry on its device.
web-results-cards-print = Print
web-results-cards-no-token = No QR code: this browser does not hold the table's link. Print the cards from the browser that made the session.
web-results-cards-qr = QR code of table { $table }'s link
web-results-cards-scan = Scan with the table's device to enter the results.
web-results-cards-boards = Boards
web-results-error-qr-empty = There is nothing to put in a QR code.
web-results-error-qr-too-long = The text is { $len } bytes long; a QR code here holds at most { $max }.
web-results-error-qr-encode = This text cannot be put in a QR code.
web-event-next-round = Next round: round { $round }
web-event-no-draw = No draw: every team has met every other.
web-event-draw-repeats = { $repeats ->
    [one] The draw has { $repeats } repeat meeting: no draw without one exists.
   *[other] The draw has { $repeats } repeat meetings: no draw without them exists.
}
web-event-enter-title = Enter a round (the Director)
web-event-enter-hint = Filled in with the next round's draw; change the teams if the draw differs. Each team's VPs come from its IMPs.
web-event-imps-home = Home IMPs
web-event-imps-away = Away IMPs
web-event-bye-label = Bye
web-event-director-token = The event Director's token
web-event-store-round = Store the round
web-event-stored = The round is stored.
web-event-error-unauthorized = The event Director's token is needed to store a round.
web-event-error-no-imps = Give both teams' IMPs for every match.

# --- pages17 ---
web-results-seats = North { $n }, East { $e }, South { $s }, West { $w }
web-results-teams-at = Team { $ns } N-S against team { $ew } E-W
web-results-col-player = Player
web-results-col-team = Team
web-results-col-vps = VPs
web-results-col-imps-net = IMPs (net)
web-results-col-imps-home = Home IMPs
web-results-col-imps-away = Away IMPs
web-results-match-title = Round { $round }: { $home } (home) against { $away } (away)
web-results-match-compared = { $compared } of { $boards } boards have a result at both tables; only those are compared.
web-results-byes = Byes
web-results-bye-line = Round { $round }: { $team } has a bye ({ $vps } VPs)
web-results-names-title-players = The players' names
web-results-names-title-teams = The teams' names
web-results-names-player = Player
web-results-names-team = Team
web-results-names-player-n = Player { $player }
web-results-names-team-n = Team { $team }
web-results-names-saved-player = Player { $n } is named.
web-results-names-saved-team = Team { $n } is named.
web-results-col-board = Board
web-results-names-save-player = Name the player
web-results-names-save-team = Name the team
web-results-names-name = Name
web-results-names-team-name = Team name
web-results-names-team-players = Players (optional)
web-event-from-session = session { $session }: { $compared } of { $boards } boards compared
web-event-pending = pending: no board has a result at both tables yet
web-event-link-title = Take a round from a team session (the Director)
web-event-link-hint = The round's matches are those of one round of a stored team session, as its results stand; give each of the session's teams its team in the event.
web-event-link-session = Session
web-event-link-session-round = Session round
web-event-link-session-team = Team in the session
web-event-link-team-n = Session team { $team }
web-event-link-submit = Link the round
web-event-linked = The round is linked to the session.
web-event-link-error-unauthorized = The event Director's token is needed to link a round.
web-event-link-error-no-teams = Give at least the session's teams that play in this round their teams in the event.
web-results-movement-individual = Individual (players change partners)
web-results-movement-round-robin = Teams, round robin (tables: the number of teams)
