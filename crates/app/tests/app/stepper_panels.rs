//! Every registered panel of the stepper, as `modes` tests every mode: each is opened on a
//! search where it applies, shows, closes by its key (or its host's) and opens again.

use super::support::{harness, settle};
use gametree_app::App;
use gametree_app::code_panel::CodePanel;
use gametree_app::keys::{self, Action};
use gametree_app::stepper_panel::{PanelId, Slot, registry};
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use std::collections::HashSet;

/// A search the panel `id` applies to. A new panel must say where it applies.
fn applies_to(id: PanelId) -> Scenario {
    match id {
        PanelId::Code | PanelId::Inspector | PanelId::Predict => Scenario::default(),
        PanelId::Mcts => Scenario {
            config: SearchConfig {
                algorithm: Algorithm::Mcts,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        },
        PanelId::BonesGraph => Scenario {
            game: GameChoice::Bones {
                bones: 8,
                max_take: 3,
            },
            ..Scenario::default()
        },
    }
}

#[test]
fn panels_have_their_own_ids_titles_and_keys() {
    let panels = registry(CodePanel::default());
    assert_eq!(
        panels.len(),
        5,
        "Code, inspector, predict, MCTS, bones graph"
    );
    let ids: HashSet<_> = panels.iter().map(|p| p.id()).collect();
    assert_eq!(ids.len(), panels.len(), "one id per panel");
    for p in &panels {
        assert!(!p.title().is_empty(), "{:?}", p.id());
        // A panel without a key of its own goes inside one that has one.
        assert!(
            p.key().is_some() || matches!(p.slot(), Slot::InInspector(_)),
            "{:?} cannot be opened",
            p.id()
        );
        if let Some(action) = p.key() {
            keys::key(action); // in the key table
        }
    }
}

#[test]
fn every_panel_opens_shows_and_closes_on_a_search_it_applies_to() {
    let panels: Vec<_> = registry(CodePanel::default())
        .iter()
        .map(|p| (p.id(), p.key(), p.slot()))
        .collect();
    for (id, key, slot) in panels {
        let mut h = harness(App::new(applies_to(id)));
        settle(&mut h);
        h.run_steps(2);
        // Its own key, or the inspector's for a panel inside it.
        let key = keys::key(key.unwrap_or_else(|| {
            assert!(matches!(slot, Slot::InInspector(_)));
            Action::InspectorPanel
        }));
        let shown =
            |h: &egui_kittest::Harness<'_, App>| h.state().stepper_panels.shown().contains(&id);
        if !shown(&h) {
            h.key_press(key);
            h.run_steps(3);
        }
        assert!(shown(&h), "{id:?} opens");
        h.key_press(key);
        h.run_steps(3);
        assert!(!shown(&h), "{id:?} closes by {key:?}");
        h.key_press(key);
        h.run_steps(3);
        assert!(shown(&h), "{id:?} opens again by {key:?}");
    }
}
