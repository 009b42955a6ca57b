# practice: see locales/README.md
