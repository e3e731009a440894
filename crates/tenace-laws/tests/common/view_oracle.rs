//! The view oracle: what each role may see, worked out from the log and
//! the board independently of the view code (tests/views.rs explains it),
//! shared by the view property and the engine fuzzer.

use tenace_core::{Card, Hand, Seat};
use tenace_laws::view::{mentioned_cards, Role, SCHEMA};
use tenace_laws::{Event, Mode, Phase, PlayFinding, Ruling, Table};

macro_rules! check {
    ($cond:expr) => {
        if !$cond {
            return Err(format!("check failed: {}", stringify!($cond)));
        }
    };
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(format!($($fmt)+));
        }
    };
}

macro_rules! check_eq {
    ($a:expr, $b:expr) => {
        if $a != $b {
            return Err(format!(
                "{} != {}: {:?} vs {:?}",
                stringify!($a),
                stringify!($b),
                $a,
                $b
            ));
        }
    };
}

pub const ROLES: [Role; 6] = [
    Role::Seat(Seat::North),
    Role::Seat(Seat::East),
    Role::Seat(Seat::South),
    Role::Seat(Seat::West),
    Role::Spectator,
    Role::Director,
];

fn bits(card: Card) -> u64 {
    1u64 << card.index()
}

fn all_cards() -> u64 {
    (1u64 << 52) - 1
}

/// The cards `role` may know, from the log and the board alone;
/// `phases[i]` is the phase in which event `i` was made.
pub fn may_see(t: &Table, phases: &[Phase], role: Role) -> u64 {
    let st = t.state();
    let deal = st.board.deal;
    let over = matches!(st.phase, Phase::Complete | Phase::PassedOut) || st.rect.redeal;
    if role == Role::Director || over {
        return all_cards();
    }
    let me = match role {
        Role::Seat(seat) => Some(seat),
        _ => None,
    };
    let mut known = me.map_or(0, |s| deal.hand(s).bits());
    let auto = st.config.mode == Mode::AutoDirector;
    let log = t.log();
    for (i, event) in log.iter().enumerate() {
        let later_attention = || {
            log[i + 1..].iter().any(|e| {
                matches!(
                    e,
                    Event::DrawAttention { .. } | Event::Director(_) | Event::PlayFinding(_)
                )
            })
        };
        match event {
            Event::Play { card, .. }
            | Event::Expose { card, .. }
            | Event::DummyPlay { card }
            | Event::DefenderDesignates { card, .. }
            | Event::PlaceOmittedCard { card, .. }
            | Event::PlayFinding(PlayFinding::SlipOfTongue { card })
            | Event::PlayFinding(PlayFinding::CardMisplaced { card, .. })
            | Event::Director(Ruling::MissingCardFound { card, .. }) => known |= bits(*card),
            Event::DummyWrongCard { card, named } => known |= bits(*card) | bits(*named),
            Event::PlayMultiple { visible, .. } => known |= visible.bits(),
            Event::SimultaneousDesignation {
                card: Some(card), ..
            } => known |= bits(*card),
            Event::ExtraCard { card, .. } if auto || later_attention() => known |= bits(*card),
            // A card led face down during the auction is left face up
            // until the auction ends (Law 24).
            Event::FaceDownLead { card, .. } if phases[i] == Phase::Auction => known |= bits(*card),
            Event::Claim { seat, .. }
            | Event::Concede { seat, .. }
            | Event::ConcedeTotal { seat, .. }
            | Event::FaceHand { seat }
            | Event::SpreadHand { seat } => known |= deal.hand(*seat).bits(),
            // Law 48B2: declarer faced his hand, deemed a claim (68C).
            Event::PlayFinding(PlayFinding::HandFacedAsClaim) => {
                if let Some(c) = st.play.contract {
                    known |= deal.hand(c.declarer).bits();
                }
            }
            _ => {}
        }
    }
    if st.play.dummy_spread {
        if let Some(dummy) = st.dummy() {
            known |= deal.hand(dummy).bits();
        }
    }
    known
}

/// Every view of the table names only cards its role may see; the
/// Director's view holds every hand as the state has it.
pub fn check_views(t: &Table, phases: &[Phase]) -> Result<(), String> {
    let st = t.state();
    for role in ROLES {
        let view = st.view(role);
        check_eq!(view.schema, SCHEMA);
        let named = mentioned_cards(&view).bits();
        let allowed = may_see(t, phases, role);
        check!(
            named & !allowed == 0,
            "{} sees {} which it may not see; log {:?}",
            role,
            Hand::from_bits(named & !allowed),
            t.log()
        );
        for seat in Seat::ALL {
            let hand = view.hands[seat.index()];
            check_eq!(hand.held as usize, st.play.hands[seat.index()].len());
            if role == Role::Director || role == Role::Seat(seat) {
                check_eq!(hand.cards, Some(st.play.hands[seat.index()]));
            }
        }
        if role == Role::Director {
            check_eq!(view.board.deal, Some(st.board.deal));
            check_eq!(view.irregularities.len(), st.rect.irregularities.len());
            for (v, irr) in view.irregularities.iter().zip(&st.rect.irregularities) {
                check_eq!(v.kind, Some(irr.kind));
            }
            let records = view.director.as_ref().expect("the Director's records");
            check_eq!(&records.info, &st.rect.info);
            check_eq!(&records.review, &st.rect.review);
            check_eq!(
                view.face_down_lead.and_then(|f| f.card),
                st.play.face_down_lead.map(|f| f.1)
            );
        } else {
            check!(view.director.is_none());
        }
    }
    Ok(())
}
