//! The class server (to come in the next commit).
