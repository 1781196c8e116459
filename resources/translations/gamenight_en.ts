<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
    </context>
</TS>
