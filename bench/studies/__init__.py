"""One-off studies: checks of the model against published figures
(bench/studies/README.md)."""
