"""Qt screens of Super Pokeno Bonus."""
