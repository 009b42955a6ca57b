//! The app driven through egui_kittest with no display: stepping, exports, errors in place,
//! the classroom toolkit's views and the settings they keep.

mod accessibility;
mod animation;
mod big_trees;
mod bones_graph;
mod canvas;
mod chance;
mod check_mode;
mod chinese;
mod class;
mod class_host;
mod code_panel;
mod embed;
mod errors;
mod exports;
mod files;
mod follow;
mod grade_class;
mod grid_games;
mod keys;
mod layout;
mod links;
mod modes;
mod null_window;
mod panels_fit;
mod predict;
mod scenario_panel;
mod settings;
mod stepper_panels;
mod stepping;
mod support;
mod teacher_path;
mod toolkit_views;
mod whole_terms;
