# viewer: see locales/README.md
