# errors: see locales/README.md
