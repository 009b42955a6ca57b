# play: see locales/README.md
