<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>Charts</name>
        <message numerus="yes">
            <source>{game}
(%n played)</source>
            <translation>
                <numerusform>{game}
(%n played)</numerusform>
                <numerusform>{game}
(%n played)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameInfo</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GoodgeScreen</name>
        <message numerus="yes">
            <source>%n in hand</source>
            <translation>
                <numerusform>%n in hand</numerusform>
                <numerusform>%n in hand</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryPage</name>
        <message numerus="yes">
            <source>{status}: totals after %n round(s)</source>
            <translation>
                <numerusform>{status}: totals after %n round</numerusform>
                <numerusform>{status}: totals after %n rounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{status}: totals after %n round(s) and {void} void</source>
            <translation>
                <numerusform>{status}: totals after %n round and {void} void</numerusform>
                <numerusform>{status}: totals after %n rounds and {void} void</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JokersScreen</name>
        <message numerus="yes">
            <source>%n of 5 home</source>
            <translation>
                <numerusform>%n of 5 home</numerusform>
                <numerusform>%n of 5 home</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message numerus="yes">
            <source>{name} and {other} become one person, {other}: the %n game(s) {name} played and any night {name} won count as {other}'s. {name} leaves the list of people; a game or a seat that says {name} finds {other} from now on. Nothing else changes: every game keeps its seats, scores and places. This cannot be undone.</source>
            <translation>
                <numerusform>{name} and {other} become one person, {other}: the %n game {name} played and any night {name} won count as {other}'s. {name} leaves the list of people; a game or a seat that says {name} finds {other} from now on. Nothing else changes: every game keeps its seats, scores and places. This cannot be undone.</numerusform>
                <numerusform>{name} and {other} become one person, {other}: the %n games {name} played and any night {name} won count as {other}'s. {name} leaves the list of people; a game or a seat that says {name} finds {other} from now on. Nothing else changes: every game keeps its seats, scores and places. This cannot be undone.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NightWords</name>
        <message numerus="yes">
            <source>%n person(s) watching</source>
            <translation>
                <numerusform>%n person watching</numerusform>
                <numerusform>%n people watching</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NightsTab</name>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n game</numerusform>
                <numerusform>%n games</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OkeyKeys</name>
        <message numerus="yes">
            <source>Okey: the stock, %n tile(s) left</source>
            <translation>
                <numerusform>Okey: the stock, %n tile left</numerusform>
                <numerusform>Okey: the stock, %n tiles left</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OkeyScreen</name>
        <message numerus="yes">
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n pt</numerusform>
                <numerusform>%n pts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s) · dealer</source>
            <translation>
                <numerusform>%n pt · dealer</numerusform>
                <numerusform>%n pts · dealer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your discards (%n tile(s))</source>
            <translation>
                <numerusform>Your discards (%n tile)</numerusform>
                <numerusform>Your discards (%n tiles)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s discards (%n tile(s))</source>
            <translation>
                <numerusform>{name}'s discards (%n tile)</numerusform>
                <numerusform>{name}'s discards (%n tiles)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s discards (%n tile(s)): take the top one</source>
            <translation>
                <numerusform>{name}'s discards (%n tile): take the top one</numerusform>
                <numerusform>{name}'s discards (%n tiles): take the top one</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message numerus="yes">
            <source>Discard %n game(s)…</source>
            <translation>
                <numerusform>Discard %n game…</numerusform>
                <numerusform>Discard %n games…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Discard %n saved game(s)? The files go to the autosave trash folder and the score history marks the games abandoned.</source>
            <translation>
                <numerusform>Discard this saved game? The file goes to the autosave trash folder and the score history marks the game abandoned.</numerusform>
                <numerusform>Discard these %n saved games? The files go to the autosave trash folder and the score history marks the games abandoned.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>hot-seat, %n player(s)</source>
            <translation>
                <numerusform>hot-seat, %n player</numerusform>
                <numerusform>hot-seat, %n players</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message numerus="yes">
            <source>Undo {move}? This reopens %n finished round(s) and takes their scores out of the score history.</source>
            <translation>
                <numerusform>Undo {move}? This reopens a finished round and takes its scores out of the score history.</numerusform>
                <numerusform>Undo {move}? This reopens %n finished rounds and takes their scores out of the score history.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{undo}? This reopens %n finished round(s) and takes their scores out of the score history.</source>
            <translation>
                <numerusform>{undo}? This reopens a finished round and takes its scores out of the score history.</numerusform>
                <numerusform>{undo}? This reopens %n finished rounds and takes their scores out of the score history.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>goker</name>
        <message numerus="yes">
            <source>the deck is missing %n card(s): {cards}</source>
            <translation>
                <numerusform>the deck is missing %n card: {cards}</numerusform>
                <numerusform>the deck is missing %n cards: {cards}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>jokers</name>
        <message numerus="yes">
            <source>It brings %n marble(s) home.</source>
            <translation>
                <numerusform>It brings a marble home.</numerusform>
                <numerusform>It brings %n marbles home.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It brings %n marble(s) out of start.</source>
            <translation>
                <numerusform>It brings a marble out of start.</numerusform>
                <numerusform>It brings %n marbles out of start.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It leaves %n marble(s) where a rival's card could land.</source>
            <translation>
                <numerusform>It leaves a marble where a rival's card could land.</numerusform>
                <numerusform>It leaves %n marbles where a rival's card could land.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It sends %n marble(s) of your team back to start.</source>
            <translation>
                <numerusform>It sends a marble of your team back to start.</numerusform>
                <numerusform>It sends %n marbles of your team back to start.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It sends %n rival marble(s) back to start.</source>
            <translation>
                <numerusform>It sends a rival marble back to start.</numerusform>
                <numerusform>It sends %n rival marbles back to start.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It takes %n marble(s) out of a rival's reach.</source>
            <translation>
                <numerusform>It takes a marble out of a rival's reach.</numerusform>
                <numerusform>It takes %n marbles out of a rival's reach.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The first marble went %n hole(s) back.</source>
            <translation>
                <numerusform>The first marble went %n hole back.</numerusform>
                <numerusform>The first marble went %n holes back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The first marble went %n hole(s) forward into home.</source>
            <translation>
                <numerusform>The first marble went %n hole forward into home.</numerusform>
                <numerusform>The first marble went %n holes forward into home.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The first marble went %n hole(s) forward.</source>
            <translation>
                <numerusform>The first marble went %n hole forward.</numerusform>
                <numerusform>The first marble went %n holes forward.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The second marble went %n hole(s) back.</source>
            <translation>
                <numerusform>The second marble went %n hole back.</numerusform>
                <numerusform>The second marble went %n holes back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The second marble went %n hole(s) forward into home.</source>
            <translation>
                <numerusform>The second marble went %n hole forward into home.</numerusform>
                <numerusform>The second marble went %n holes forward into home.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The second marble went %n hole(s) forward.</source>
            <translation>
                <numerusform>The second marble went %n hole forward.</numerusform>
                <numerusform>The second marble went %n holes forward.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved a marble %n hole(s) back with {card}.</source>
            <translation>
                <numerusform>You moved a marble %n hole back with {card}.</numerusform>
                <numerusform>You moved a marble %n holes back with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved a marble %n hole(s) forward into home with {card}.</source>
            <translation>
                <numerusform>You moved a marble %n hole forward into home with {card}.</numerusform>
                <numerusform>You moved a marble %n holes forward into home with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved a marble %n hole(s) forward with {card}.</source>
            <translation>
                <numerusform>You moved a marble %n hole forward with {card}.</numerusform>
                <numerusform>You moved a marble %n holes forward with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved your partner's marble %n hole(s) back with {card}.</source>
            <translation>
                <numerusform>You moved your partner's marble %n hole back with {card}.</numerusform>
                <numerusform>You moved your partner's marble %n holes back with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved your partner's marble %n hole(s) forward into home with {card}.</source>
            <translation>
                <numerusform>You moved your partner's marble %n hole forward into home with {card}.</numerusform>
                <numerusform>You moved your partner's marble %n holes forward into home with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved your partner's marble %n hole(s) forward with {card}.</source>
            <translation>
                <numerusform>You moved your partner's marble %n hole forward with {card}.</numerusform>
                <numerusform>You moved your partner's marble %n holes forward with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your marble went %n hole(s) back.</source>
            <translation>
                <numerusform>Your marble went %n hole back.</numerusform>
                <numerusform>Your marble went %n holes back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your marble went %n hole(s) forward into home.</source>
            <translation>
                <numerusform>Your marble went %n hole forward into home.</numerusform>
                <numerusform>Your marble went %n holes forward into home.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your marble went %n hole(s) forward.</source>
            <translation>
                <numerusform>Your marble went %n hole forward.</numerusform>
                <numerusform>Your marble went %n holes forward.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved a marble %n hole(s) back with {card}.</source>
            <translation>
                <numerusform>{player} moved a marble %n hole back with {card}.</numerusform>
                <numerusform>{player} moved a marble %n holes back with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved a marble %n hole(s) forward into home with {card}.</source>
            <translation>
                <numerusform>{player} moved a marble %n hole forward into home with {card}.</numerusform>
                <numerusform>{player} moved a marble %n holes forward into home with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved a marble %n hole(s) forward with {card}.</source>
            <translation>
                <numerusform>{player} moved a marble %n hole forward with {card}.</numerusform>
                <numerusform>{player} moved a marble %n holes forward with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved their partner's marble %n hole(s) back with {card}.</source>
            <translation>
                <numerusform>{player} moved their partner's marble %n hole back with {card}.</numerusform>
                <numerusform>{player} moved their partner's marble %n holes back with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved their partner's marble %n hole(s) forward into home with {card}.</source>
            <translation>
                <numerusform>{player} moved their partner's marble %n hole forward into home with {card}.</numerusform>
                <numerusform>{player} moved their partner's marble %n holes forward into home with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved their partner's marble %n hole(s) forward with {card}.</source>
            <translation>
                <numerusform>{player} moved their partner's marble %n hole forward with {card}.</numerusform>
                <numerusform>{player} moved their partner's marble %n holes forward with {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s marble went %n hole(s) back.</source>
            <translation>
                <numerusform>{player}'s marble went %n hole back.</numerusform>
                <numerusform>{player}'s marble went %n holes back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s marble went %n hole(s) forward into home.</source>
            <translation>
                <numerusform>{player}'s marble went %n hole forward into home.</numerusform>
                <numerusform>{player}'s marble went %n holes forward into home.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s marble went %n hole(s) forward.</source>
            <translation>
                <numerusform>{player}'s marble went %n hole forward.</numerusform>
                <numerusform>{player}'s marble went %n holes forward.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>okey</name>
        <message numerus="yes">
            <source>%n pair(s)</source>
            <translation>
                <numerusform>%n pair</numerusform>
                <numerusform>%n pairs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in sets and runs</source>
            <translation>
                <numerusform>%n tile in sets and runs</numerusform>
                <numerusform>%n tiles in sets and runs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your hand already wins, but {outs} of the {unseen} tiles you have not seen would let you finish with the okey, which costs the others twice as much, and the stock still holds %n tile(s).</source>
            <translation>
                <numerusform>Your hand already wins, but {outs} of the {unseen} tiles you have not seen would let you finish with the okey, which costs the others twice as much, and the stock still holds %n tile.</numerusform>
                <numerusform>Your hand already wins, but {outs} of the {unseen} tiles you have not seen would let you finish with the okey, which costs the others twice as much, and the stock still holds %n tiles.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>people</name>
        <message numerus="yes">
            <source>{name} and {other} played in the same game (%n game(s)), so they are two people: they cannot be merged.</source>
            <translation>
                <numerusform>{name} and {other} played in the same game (%n game), so they are two people: they cannot be merged.</numerusform>
                <numerusform>{name} and {other} played in the same games (%n games), so they are two people: they cannot be merged.</numerusform>
            </translation>
        </message>
    </context>
</TS>
