<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>Charts</name>
        <message numerus="yes">
            <source>{game} (%n played)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>GameInfo</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryPage</name>
        <message numerus="yes">
            <source>{status}: totals after %n round(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{status}: totals after %n round(s) and {void} void</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message numerus="yes">
            <source>Discard %n game(s)…</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Discard %n saved game(s)? The files go to the autosave trash folder and the score history marks the games abandoned.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>hot-seat, %n player(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message numerus="yes">
            <source>Undo {move}? This reopens %n finished round(s) and takes their scores out of the score history.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{undo}? This reopens %n finished round(s) and takes their scores out of the score history.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
</TS>
