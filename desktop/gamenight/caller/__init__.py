"""Pieces every caller's console shares (spoken calls)."""
