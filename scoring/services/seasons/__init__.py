"""Seasons: a club's seasons and their ladders, the statistics of played hands and the
plots that show them."""
