//! The player's keys (issue 37): `embed`, `autoplay`, `loop`, `speed`, `from`, `to` read
//! into [`Playing`], their ranges, and the refusals that name them.

use super::*;

const MODES: [&str; 1] = ["practice"];

fn parse(text: &str) -> Result<Link, LinkError> {
    super::parse(text, &MODES)
}

const AIMA: &str = "#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta";

#[test]
fn a_link_without_the_player_s_keys_plays_as_before() {
    let l = parse(AIMA).unwrap();
    assert_eq!(l.playing, Playing::default());
    assert_eq!(l.playing.range(41), (0, 41));
}

#[test]
fn every_key_of_the_player_is_read() {
    let l = parse(&format!(
        "{AIMA}&embed=1&autoplay=1&loop=1&speed=0.5&from=3&to=end&code=rust&lang=zh"
    ))
    .unwrap();
    let p = l.playing;
    assert!(p.embed && p.autoplay && p.looping);
    assert_eq!(p.speed, Some(0.5));
    assert_eq!((p.from, p.to), (Some(Step::At(3)), Some(Step::End)));
    assert_eq!(p.range(41), (3, 41));
    assert_eq!(l.code.as_deref(), Some("rust"));
    // The scenario is the same as without them.
    assert_eq!(l.scenario, parse(AIMA).unwrap().scenario);
    // Switched off, they say so.
    let off = parse(&format!("{AIMA}&embed=0&autoplay=0&loop=0")).unwrap();
    assert_eq!(off.playing, Playing::default());
}

#[test]
fn a_range_past_the_steps_there_are_is_kept_within_them() {
    let l = parse(&format!("{AIMA}&from=30&to=99")).unwrap();
    assert_eq!(l.playing.range(20), (20, 20));
    assert_eq!(l.playing.range(41), (30, 41));
    let l = parse(&format!("{AIMA}&to=5")).unwrap();
    assert_eq!(l.playing.range(41), (0, 5));
}

#[test]
fn a_range_that_ends_before_it_starts_is_refused_naming_from() {
    for (text, from, to) in [
        ("&from=30&to=10", "30", "10"),
        ("&from=end&to=10", "end", "10"),
    ] {
        let e = parse(&format!("{AIMA}{text}")).unwrap_err().0;
        assert!(
            matches!(&e, KeyError::Backwards { from: f, to: t } if f == from && t == to),
            "{text}: {e:?}"
        );
        assert_eq!(e.key(), Some(Key::From));
    }
    // Equal ends show one step; `end` after a number is in order.
    assert!(parse(&format!("{AIMA}&from=10&to=10")).is_ok());
    assert!(parse(&format!("{AIMA}&from=10&to=end")).is_ok());
    assert!(parse(&format!("{AIMA}&from=end&to=end")).is_ok());
}

#[test]
fn a_speed_outside_0_to_60_and_a_switch_not_1_or_0_are_refused() {
    for (text, key) in [
        ("&speed=0", Key::Speed),
        ("&speed=-1", Key::Speed),
        ("&speed=61", Key::Speed),
        ("&speed=NaN", Key::Speed),
        ("&speed=fast", Key::Speed),
        ("&embed=yes", Key::Embed),
        ("&autoplay=2", Key::Autoplay),
        ("&loop=yes", Key::Loop),
        ("&from=-1", Key::From),
        ("&to=last", Key::To),
    ] {
        let e = parse(&format!("{AIMA}{text}")).unwrap_err().0;
        assert!(
            matches!(&e, KeyError::BadValue { key: k, .. } if *k == key),
            "{text}: {e:?}"
        );
    }
    assert_eq!(
        parse(&format!("{AIMA}&speed=60")).unwrap().playing.speed,
        Some(60.0)
    );
    let e = parse(&format!("{AIMA}&embed=1&embed=1")).unwrap_err().0;
    assert!(matches!(e, KeyError::Repeated { key: Key::Embed }), "{e:?}");
}

#[test]
fn a_player_that_cannot_be_read_is_still_known_to_be_one() {
    assert!(asks_embed("#tree=[[1,2]&embed=1"));
    assert!(asks_embed(
        "https://example.org/#bones=999999&embed=1&from=3"
    ));
    assert!(asks_embed("#tree=oops&embed"));
    assert!(!asks_embed("#embed%3D1&x=1"));
    assert!(!asks_embed("#tree=[[1,2]]&embed=0"));
    assert!(!asks_embed("#tree=[[1,2]]"));
}
