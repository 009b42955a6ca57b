//! Every registered mode, as egui's demo library tests its demos: each is opened by its key
//! and by the mode bar, draws frames, and its link (Copy link) opens the same mode again.

use super::support::{harness, settle};
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::toolkit::settings::SettingsStore;
use gametree_app::toolkit::{registry, stepper_key};
use gametree_engine::scenario::Scenario;
use std::collections::HashSet;

#[test]
fn modes_have_their_own_keys_and_link_names() {
    let modes = registry();
    assert!(
        modes.len() >= 4,
        "the editor, practice, compare and play at least"
    );
    let keys: HashSet<_> = modes.iter().map(|m| m.key()).collect();
    assert_eq!(keys.len(), modes.len(), "one key per mode");
    assert!(
        !keys.contains(&stepper_key()),
        "the stepper's key is its own"
    );
    let names: HashSet<_> = modes.iter().map(|m| m.link_name()).collect();
    assert_eq!(names.len(), modes.len(), "one link name per mode");
    for m in &modes {
        assert!(
            !m.name().is_empty() && !m.purpose().is_empty(),
            "{}",
            m.link_name()
        );
    }
}

#[test]
fn every_mode_opens_draws_and_round_trips_its_link() {
    let mut h = harness(App::new(Scenario::default()));
    settle(&mut h);
    let modes: Vec<(&str, egui::Key, String)> = registry()
        .iter()
        .map(|m| (m.link_name(), m.key(), m.name()))
        .collect();
    for (link_name, key, name) in modes {
        // By its key…
        h.key_press(key);
        h.run_steps(3);
        let shown = h.state().toolkit.shown_mode().map(|m| m.link_name());
        assert_eq!(shown, Some(link_name), "{key:?} opens {link_name}");
        // …back to the stepper, and by its button on the mode bar.
        h.key_press(stepper_key());
        h.run_steps(2);
        assert!(!h.state().toolkit.is_open());
        h.get_by_label(&name).click();
        h.run_steps(3);
        let shown = h.state().toolkit.shown_mode().map(|m| m.link_name());
        assert_eq!(
            shown,
            Some(link_name),
            "the {name} button opens {link_name}"
        );
        settle(&mut h);
        h.run_steps(3);
        // Its link opens the same mode in a new app.
        let link = h.state().current_link().expect("every mode has a link");
        assert!(link.contains(&format!("mode={link_name}")), "{link}");
        let mut again = harness(App::from_link(
            &link,
            SettingsStore::in_memory(Default::default()),
        ));
        settle(&mut again);
        again.run_steps(3);
        let shown = again.state().toolkit.shown_mode().map(|m| m.link_name());
        assert_eq!(shown, Some(link_name), "{link} opens {link_name}");
        assert!(again.state().link_error.is_none(), "{link}");
        h.key_press(stepper_key());
        h.run_steps(2);
    }
}
