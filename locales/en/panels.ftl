# panels: see locales/README.md
