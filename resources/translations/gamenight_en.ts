<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
        <name>JokersScreen</name>
        <message numerus="yes">
            <source>%n of 5 home</source>
            <translation>
                <numerusform>%n of 5 home</numerusform>
                <numerusform>%n of 5 home</numerusform>
            </translation>
        </message>
    </context>
</TS>
