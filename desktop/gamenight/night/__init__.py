"""A night, apart from any window or file: the people who play, the program of games, who sits in
each, and the standings. No Qt and no storage here."""
