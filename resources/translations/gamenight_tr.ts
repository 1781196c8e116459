<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
    <context>
        <name>AudienceWindow</name>
        <message>
            <source>Goker — audience</source>
            <translation>Goker — seyirciler</translation>
        </message>
    </context>
    <context>
        <name>BingoCard</name>
        <message>
            <source>Goker wild</source>
            <translation>Goker jokeri</translation>
        </message>
        <message>
            <source>No pattern yet</source>
            <translation>Henüz desen yok</translation>
        </message>
        <message>
            <source>{pattern} — {points} pts</source>
            <translation>{pattern} — {points} puan</translation>
        </message>
    </context>
    <context>
        <name>BoardGrid</name>
        <message>
            <source>Boards {first}–{last} of {count}</source>
            <translation>Tahtalar {first}–{last} / {count}</translation>
        </message>
        <message>
            <source>My board</source>
            <translation>Tahtam</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Sonraki ▶</translation>
        </message>
        <message>
            <source>◀ Previous</source>
            <translation>◀ Önceki</translation>
        </message>
    </context>
    <context>
        <name>BoardPicker</name>
        <message>
            <source>Board {number}</source>
            <translation>Tahta {number}</translation>
        </message>
        <message>
            <source>Each line is labelled with the hand it makes when all five of its cards are called, at its base points. The bonus hand of a round scores more.</source>
            <translation>Her sıranın yanında, beş kartı da çağrıldığında yaptığı el ve temel puanı yazar. Turun bonus eli daha çok puan getirir.</translation>
        </message>
        <message>
            <source>Take board {number}</source>
            <translation>Tahta {number} benim</translation>
        </message>
        <message>
            <source>You are choosing a board…</source>
            <translation>Tahtanı seçiyorsun…</translation>
        </message>
        <message>
            <source>{player} is choosing a board…</source>
            <translation>{player} tahtasını seçiyor…</translation>
        </message>
        <message>
            <source>{player}, choose your board</source>
            <translation>{player}, tahtanı seç</translation>
        </message>
    </context>
    <context>
        <name>BoardScene</name>
        <message>
            <source>{points} pts</source>
            <translation>{points} puan</translation>
        </message>
    </context>
    <context>
        <name>CalledBoard</name>
        <message>
            <source>{name}: called</source>
            <translation>{name}: çağrıldı</translation>
        </message>
    </context>
    <context>
        <name>ConsoleMenu</name>
        <message>
            <source>Audience window</source>
            <translation>Seyirci penceresi</translation>
        </message>
        <message>
            <source>Audience window on the projector…</source>
            <translation>Projeksiyonda seyirci penceresi…</translation>
        </message>
        <message>
            <source>Export call log</source>
            <translation>Çağrı kaydını dışa aktar</translation>
        </message>
        <message>
            <source>Export the call log (CSV)…</source>
            <translation>Çağrı kaydını dışa aktar (CSV)…</translation>
        </message>
        <message>
            <source>Make a new random deck file…</source>
            <translation>Yeni rastgele deste dosyası yap…</translation>
        </message>
        <message>
            <source>More</source>
            <translation>Diğer</translation>
        </message>
        <message>
            <source>New deck</source>
            <translation>Yeni deste</translation>
        </message>
        <message>
            <source>Print a score sheet</source>
            <translation>Skor kâğıdı yazdır</translation>
        </message>
        <message>
            <source>Print a score sheet (PDF)…</source>
            <translation>Skor kâğıdı yazdır (PDF)…</translation>
        </message>
        <message>
            <source>Print the deck</source>
            <translation>Desteyi yazdır</translation>
        </message>
        <message>
            <source>Print the deck (PDF)…</source>
            <translation>Desteyi yazdır (PDF)…</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>Desteyi kaydet</translation>
        </message>
        <message>
            <source>Save this game's deck as a deck file…</source>
            <translation>Bu oyunun destesini deste dosyası olarak kaydet…</translation>
        </message>
        <message>
            <source>Speak the calls</source>
            <translation>Çağrıları sesli oku</translation>
        </message>
        <message>
            <source>Speak the calls (checking the speech engine…)</source>
            <translation>Çağrıları sesli oku (konuşma motoru deneniyor…)</translation>
        </message>
        <message>
            <source>Speak the calls (unavailable: {reason})</source>
            <translation>Çağrıları sesli oku (kullanılamıyor: {reason})</translation>
        </message>
        <message>
            <source>Validate a card not in the deck…</source>
            <translation>Destede olmayan bir kartı doğrula…</translation>
        </message>
        <message>
            <source>ball</source>
            <translation>top</translation>
        </message>
        <message>
            <source>call</source>
            <translation>çekiş</translation>
        </message>
        <message>
            <source>event</source>
            <translation>olay</translation>
        </message>
        <message>
            <source>time</source>
            <translation>zaman</translation>
        </message>
    </context>
    <context>
        <name>DiceEntry</name>
        <message>
            <source>Enter the {step}: tap what each die shows</source>
            <translation>{step} sonucunu gir: her zarın gösterdiğine dokun</translation>
        </message>
        <message>
            <source>Enter the {step}: tap what the die shows</source>
            <translation>{step} sonucunu gir: zarın gösterdiğine dokun</translation>
        </message>
        <message>
            <source>First die</source>
            <translation>Birinci zar</translation>
        </message>
        <message>
            <source>Second die</source>
            <translation>İkinci zar</translation>
        </message>
        <message>
            <source>The die</source>
            <translation>Zar</translation>
        </message>
        <message>
            <source>{die} shows {value}</source>
            <translation>{die}: {value}</translation>
        </message>
    </context>
    <context>
        <name>DiceTray</name>
        <message>
            <source>Roll the dice to start the round</source>
            <translation>Turu başlatmak için zarları at</translation>
        </message>
        <message>
            <source>Rolling…</source>
            <translation>Zarlar dönüyor…</translation>
        </message>
    </context>
    <context>
        <name>DrawControls</name>
        <message>
            <source>Auto draw</source>
            <translation>Otomatik çek</translation>
        </message>
        <message>
            <source>Auto draw: seconds per draw</source>
            <translation>Otomatik çekiş: her çekiş için saniye</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Duraklat</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Boşluk</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} sn</translation>
        </message>
    </context>
    <context>
        <name>FileOption</name>
        <message>
            <source>Built-in</source>
            <translation>Yerleşik</translation>
        </message>
        <message>
            <source>Choose file…</source>
            <translation>Dosya seç…</translation>
        </message>
        <message>
            <source>built-in</source>
            <translation>yerleşik</translation>
        </message>
        <message>
            <source>{file} cannot be used: it is not text (UTF-8)</source>
            <translation>{file} kullanılamıyor: metin (UTF-8) değil</translation>
        </message>
        <message>
            <source>{file} cannot be used: {reason}</source>
            <translation>{file} kullanılamıyor: {reason}</translation>
        </message>
    </context>
    <context>
        <name>GameKeys</name>
        <message>
            <source>0–9, Enter</source>
            <translation>0–9, Enter</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>Ok tuşları</translation>
        </message>
        <message>
            <source>Backspace, Esc</source>
            <translation>Backspace, Esc</translation>
        </message>
        <message>
            <source>Enter, Space</source>
            <translation>Enter, Boşluk</translation>
        </message>
        <message>
            <source>F</source>
            <translation>F</translation>
        </message>
        <message>
            <source>Shift+arrow keys</source>
            <translation>Shift+ok tuşları</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Boşluk</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Tab, Shift+Tab</source>
            <translation>Tab, Shift+Tab</translation>
        </message>
        <message>
            <source>act on the focused thing</source>
            <translation>odaktaki şeyle oyna</translation>
        </message>
        <message>
            <source>call GOKER when your guess is drawn</source>
            <translation>tahminin çekilince GOKER de</translation>
        </message>
        <message>
            <source>correct or clear the typed number</source>
            <translation>yazılan sayıyı düzelt ya da sil</translation>
        </message>
        <message>
            <source>draw the next ball</source>
            <translation>sonraki topu çek</translation>
        </message>
        <message>
            <source>finish the round with the focused tile</source>
            <translation>eli odaktaki taşla bitir</translation>
        </message>
        <message>
            <source>from the hand to the board, then the buttons</source>
            <translation>elden tahtaya, sonra düğmelere</translation>
        </message>
        <message>
            <source>move the focus on the table</source>
            <translation>masada odağı taşı</translation>
        </message>
        <message>
            <source>move the focused tile along the rack</source>
            <translation>odaktaki taşı ıstakada kaydır</translation>
        </message>
        <message>
            <source>next or previous thing on the table, then the buttons</source>
            <translation>masada sonraki ya da önceki şey, sonra düğmeler</translation>
        </message>
        <message>
            <source>on a card: play it (or put it back in the exchange)</source>
            <translation>bir kartta: onu oyna (ya da değişime geri koy)</translation>
        </message>
        <message>
            <source>on a rack tile: discard it; on the stock or the left discards: take</source>
            <translation>ıstakadaki bir taşta: at; ortadaki destede ya da soldakinin attıklarında: al</translation>
        </message>
        <message>
            <source>on to the bids and trump</source>
            <translation>ihalelere ve koza geç</translation>
        </message>
        <message>
            <source>pick the focused card, then a marble, then where it goes</source>
            <translation>odaktaki kartı seç, sonra bir bilye, sonra gideceği yer</translation>
        </message>
        <message>
            <source>roll the next die or draw the next card</source>
            <translation>sonraki zarı at ya da sonraki kartı çek</translation>
        </message>
        <message>
            <source>type a number and press Enter: guess it, or enter a live caller's ball</source>
            <translation>bir sayı yazıp Enter'a bas: onu tahmin et ya da canlı çekilişteki topu gir</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <source>Not built yet</source>
            <translation>Henüz hazır değil</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Oyna</translation>
        </message>
        <message>
            <source>Start a new game of {game}</source>
            <translation>Yeni bir {game} oyunu başlat</translation>
        </message>
        <message>
            <source>{game} is not built yet and cannot be started.</source>
            <translation>{game} henüz hazır değil, başlatılamaz.</translation>
        </message>
    </context>
    <context>
        <name>GokerCoin</name>
        <message>
            <source>GOKER? {seconds} s</source>
            <translation>GOKER? {seconds} sn</translation>
        </message>
    </context>
    <context>
        <name>GokerPrint</name>
        <message>
            <source>FREE</source>
            <translation>BOŞ</translation>
        </message>
        <message>
            <source>Goker deck: {deck}</source>
            <translation>Goker destesi: {deck}</translation>
        </message>
        <message>
            <source>Guesses</source>
            <translation>Tahminler</translation>
        </message>
        <message>
            <source>G{round}</source>
            <translation>T{round}</translation>
        </message>
        <message>
            <source>Level 1</source>
            <translation>1. seviye</translation>
        </message>
        <message>
            <source>Level 2</source>
            <translation>2. seviye</translation>
        </message>
        <message>
            <source>Level 3</source>
            <translation>3. seviye</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Toplam</translation>
        </message>
    </context>
    <context>
        <name>GokerPrompt</name>
        <message>
            <source>Call it before another guess is drawn</source>
            <translation>Başka bir tahmin çekilmeden GOKER de</translation>
        </message>
        <message>
            <source>Call it before another guess is drawn — or press G</source>
            <translation>Başka bir tahmin çekilmeden GOKER de — ya da G'ye bas</translation>
        </message>
        <message>
            <source>{seconds} s left</source>
            <translation>{seconds} sn kaldı</translation>
        </message>
        <message>
            <source>{seconds} s left — or press G</source>
            <translation>{seconds} sn kaldı — ya da G'ye bas</translation>
        </message>
    </context>
    <context>
        <name>GokerScreen</name>
        <message>
            <source>Pick a card to validate it</source>
            <translation>Doğrulamak için bir kart seç</translation>
        </message>
        <message>
            <source>Play a card</source>
            <translation>Bir kart oyna</translation>
        </message>
        <message>
            <source>Play a card for {player}</source>
            <translation>{player} için bir kart oyna</translation>
        </message>
        <message>
            <source>Play {card}</source>
            <translation>{card} oyna</translation>
        </message>
        <message>
            <source>Play {card} for {player}</source>
            <translation>{player} için {card} oyna</translation>
        </message>
        <message>
            <source>Typed: {number}_  (Enter)</source>
            <translation>Yazılan: {number}_  (Enter)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Geri al</translation>
        </message>
    </context>
    <context>
        <name>GokerSheets</name>
        <message>
            <source>&lt;b&gt;Guesses&lt;/b&gt;</source>
            <translation>&lt;b&gt;Tahminler&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Score sheet&lt;/b&gt; (★ level winner)</source>
            <translation>&lt;b&gt;Skor kâğıdı&lt;/b&gt; (★ seviyenin kazananı)</translation>
        </message>
        <message>
            <source>Guess</source>
            <translation>Tahm.</translation>
        </message>
        <message>
            <source>L1</source>
            <translation>S1</translation>
        </message>
        <message>
            <source>L2</source>
            <translation>S2</translation>
        </message>
        <message>
            <source>L3</source>
            <translation>S3</translation>
        </message>
        <message>
            <source>R{round}</source>
            <translation>T{round}</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>✔ GOKER called · ! call now · ✗ missed · pass: no number was left to guess</source>
            <translation>✔ GOKER dendi · ! şimdi de · ✗ kaçtı · pas: tahmin edilecek sayı kalmadı</translation>
        </message>
    </context>
    <context>
        <name>GokerTableLayout</name>
        <message>
            <source>Daub for me</source>
            <translation>Benim yerime işaretle</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Çek</translation>
        </message>
        <message>
            <source>Off: tap the numbers on your cards yourself. Validation always uses every call.</source>
            <translation>Kapalı: kartlarındaki sayılara kendin dokun. Doğrulama her zaman çekilen bütün topları sayar.</translation>
        </message>
        <message>
            <source>Patterns</source>
            <translation>Desenler</translation>
        </message>
        <message>
            <source>The Goker patterns and their points</source>
            <translation>Goker desenleri ve puanları</translation>
        </message>
        <message>
            <source>Undo last call</source>
            <translation>Son çekişi geri al</translation>
        </message>
    </context>
    <context>
        <name>GokerTexts</name>
        <message>
            <source>Call {call}</source>
            <translation>Çekiş {call}</translation>
        </message>
        <message>
            <source>Call {call} — cards are played face down</source>
            <translation>Çekiş {call} — kartlar kapalı oynanıyor</translation>
        </message>
        <message>
            <source>Call {call} — coin flip: last chance to call GOKER</source>
            <translation>Çekiş {call} — yazı tura: GOKER demek için son şans</translation>
        </message>
        <message>
            <source>Call {call} — guesses for Goker round {round}</source>
            <translation>Çekiş {call} — {round}. Goker turunun tahminleri</translation>
        </message>
        <message>
            <source>Call {call} — level {level} ends at {end}</source>
            <translation>Çekiş {call} — {level}. seviye {end}. çekişte biter</translation>
        </message>
        <message>
            <source>Coin flip: last chance to call GOKER — {status}</source>
            <translation>Yazı tura: GOKER demek için son şans — {status}</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Oyun bitti</translation>
        </message>
        <message>
            <source>Goker round {round}: {guesses}</source>
            <translation>{round}. Goker turu: {guesses}</translation>
        </message>
        <message>
            <source>Level {level} ended at call {call}</source>
            <translation>{level}. seviye {call}. çekişte bitti</translation>
        </message>
        <message>
            <source>Level {level} ended at call {call}: the cards turn over</source>
            <translation>{level}. seviye {call}. çekişte bitti: kartlar açılıyor</translation>
        </message>
        <message>
            <source>Level {level} ends: play a card face down</source>
            <translation>{level}. seviye bitti: kapalı bir kart oyna</translation>
        </message>
        <message>
            <source>Level {level} — ends at call {call}</source>
            <translation>{level}. seviye — {call}. çekişte biter</translation>
        </message>
        <message>
            <source>Level {level}, Goker round {round}: guesses — {status}</source>
            <translation>{level}. seviye, {round}. Goker turu: tahminler — {status}</translation>
        </message>
        <message>
            <source>Level {level}: {player} {points} p</source>
            <translation>{level}. seviye: {player} {points} p</translation>
        </message>
        <message>
            <source>Take back {ball} and the entry after it?</source>
            <translation>{ball} ve ondan sonraki kayıt geri alınsın mı?</translation>
        </message>
        <message>
            <source>Take back {ball} and the {later} entries after it?</source>
            <translation>{ball} ve ondan sonraki {later} kayıt geri alınsın mı?</translation>
        </message>
        <message>
            <source>Take back {ball}?</source>
            <translation>{ball} geri alınsın mı?</translation>
        </message>
        <message>
            <source>Tap each number as the caller calls it</source>
            <translation>Çağıran her sayıyı söyledikçe ona dokun</translation>
        </message>
        <message>
            <source>The cards stay face down while the balls are drawn</source>
            <translation>Toplar çekilirken kartlar kapalı kalır</translation>
        </message>
        <message>
            <source>Validate any card: pick it by rank and suit</source>
            <translation>Herhangi bir kartı doğrula: değerini ve rengini seç</translation>
        </message>
        <message>
            <source>Waiting for the bots to play their cards…</source>
            <translation>Botların kartlarını oynaması bekleniyor…</translation>
        </message>
        <message>
            <source>You pass: no number left to guess</source>
            <translation>Pas geçiyorsun: tahmin edilecek sayı kalmadı</translation>
        </message>
        <message>
            <source>Your cards</source>
            <translation>Kartların</translation>
        </message>
        <message>
            <source>{player} passes: no number left to guess</source>
            <translation>{player} pas geçiyor: tahmin edilecek sayı kalmadı</translation>
        </message>
        <message>
            <source>{player}'s cards</source>
            <translation>{player} – kartlar</translation>
        </message>
        <message>
            <source>{player}: choose the card to play for level {level}</source>
            <translation>{player}: {level}. seviye için oynanacak kartı seç</translation>
        </message>
        <message>
            <source>{player}: choose the card to play for level {level} (pick it by rank and suit)</source>
            <translation>{player}: {level}. seviye için oynanacak kartı seç (değerini ve rengini seç)</translation>
        </message>
        <message>
            <source>{player}: tap your guess for the next 5 balls on the board</source>
            <translation>{player}: sonraki 5 top için tahminine tahtada dokun</translation>
        </message>
    </context>
    <context>
        <name>GoodgeKeys</name>
        <message>
            <source>Goodge: {card}</source>
            <translation>Goodge: {card}</translation>
        </message>
        <message>
            <source>Goodge: {card}, not playable</source>
            <translation>Goodge: {card}, oynanamaz</translation>
        </message>
        <message>
            <source>Goodge: {card}, playable</source>
            <translation>Goodge: {card}, oynanabilir</translation>
        </message>
    </context>
    <context>
        <name>GoodgeScreen</name>
        <message>
            <source>Goodge table</source>
            <translation>Goodge masası</translation>
        </message>
    </context>
    <context>
        <name>GridEntryDialog</name>
        <message>
            <source>FREE</source>
            <translation>BOŞ</translation>
        </message>
        <message>
            <source>The card's rank and suit (for its multiplier):</source>
            <translation>Kartın değeri ve rengi (çarpanı için):</translation>
        </message>
        <message>
            <source>Validate a card not in the deck</source>
            <translation>Destede olmayan bir kartı doğrula</translation>
        </message>
    </context>
    <context>
        <name>JokersKeys</name>
        <message>
            <source>Jokers: move to hole {hole}</source>
            <translation>Jokers: {hole}. deliğe git</translation>
        </message>
        <message>
            <source>Jokers: move to {home}</source>
            <translation>Jokers: {home} içine git</translation>
        </message>
        <message>
            <source>Jokers: your marble {place}</source>
            <translation>Jokers: bilyen, {place}</translation>
        </message>
        <message>
            <source>Jokers: your partner's marble {place}</source>
            <translation>Jokers: eşinin bilyesi, {place}</translation>
        </message>
        <message>
            <source>Jokers: {card}</source>
            <translation>Jokers: {card}</translation>
        </message>
        <message>
            <source>Jokers: {card}, no move</source>
            <translation>Jokers: {card}, hamle yok</translation>
        </message>
        <message>
            <source>Jokers: {card}, picked</source>
            <translation>Jokers: {card}, seçildi</translation>
        </message>
        <message>
            <source>in start</source>
            <translation>başlangıçta</translation>
        </message>
        <message>
            <source>in {home}</source>
            <translation>{home} içinde</translation>
        </message>
        <message>
            <source>on hole {hole}</source>
            <translation>{hole}. delikte</translation>
        </message>
        <message>
            <source>{marble}, can move</source>
            <translation>{marble}, oynayabilir</translation>
        </message>
        <message>
            <source>{marble}, picked</source>
            <translation>{marble}, seçildi</translation>
        </message>
        <message>
            <source>{move}, {count}</source>
            <translation>{move}, {count}</translation>
        </message>
    </context>
    <context>
        <name>JokersScreen</name>
        <message>
            <source>Jokers board</source>
            <translation>Jokers tahtası</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Elin</translation>
        </message>
    </context>
    <context>
        <name>LauncherPage</name>
        <message>
            <source>Choose a game</source>
            <translation>Bir oyun seçin</translation>
        </message>
        <message>
            <source>Resume a saved game…</source>
            <translation>Kayıtlı bir oyuna devam et…</translation>
        </message>
        <message>
            <source>Score history</source>
            <translation>Skor geçmişi</translation>
        </message>
    </context>
    <context>
        <name>LeaveGamePrompt</name>
        <message>
            <source>Leave</source>
            <translation>Ayrıl</translation>
        </message>
        <message>
            <source>Leave the game?</source>
            <translation>Oyundan ayrılınsın mı?</translation>
        </message>
        <message>
            <source>Leave this game of {game}? It is saved: Game → Resume a saved game carries on where it stops.</source>
            <translation>Bu {game} oyunundan ayrılınsın mı? Oyun kaydedildi: Oyun → Kayıtlı oyuna devam et, kaldığı yerden sürdürür.</translation>
        </message>
        <message>
            <source>Leave this game of {game}? Its last moves are NOT saved ({reason}): leaving now loses them. Stay to let the save be retried.</source>
            <translation>Bu {game} oyunundan ayrılınsın mı? Son hamleler KAYDEDİLMEDİ ({reason}): şimdi ayrılırsanız kaybolurlar. Kaydın yeniden denenmesi için kalın.</translation>
        </message>
        <message>
            <source>Stay</source>
            <translation>Kal</translation>
        </message>
    </context>
    <context>
        <name>LevelEndShow</name>
        <message>
            <source>Continue</source>
            <translation>Devam</translation>
        </message>
        <message>
            <source>Earlier cards would now show</source>
            <translation>Önceki kartlar şimdi ne gösterirdi</translation>
        </message>
        <message>
            <source>Goker wild</source>
            <translation>Goker jokeri</translation>
        </message>
        <message>
            <source>Level {level}: no winner</source>
            <translation>{level}. seviye: kazanan yok</translation>
        </message>
        <message>
            <source>Level {level}: the cards turn over</source>
            <translation>{level}. seviye: kartlar açılıyor</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Toplam</translation>
        </message>
        <message>
            <source>You win level {level}!</source>
            <translation>{level}. seviyeyi sen kazandın!</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>kapalı</translation>
        </message>
        <message>
            <source>no pattern</source>
            <translation>desen yok</translation>
        </message>
        <message>
            <source>{card} (L{level}): {pattern}</source>
            <translation>{card} (S{level}): {pattern}</translation>
        </message>
        <message>
            <source>{player} wins level {level}!</source>
            <translation>{level}. seviyeyi {player} kazandı!</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;About Game Night</source>
            <translation>Game Night &amp;hakkında</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Düzen</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Tam ekran</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Oyun</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Yardım</translation>
        </message>
        <message>
            <source>&amp;How to play</source>
            <translation>&amp;Nasıl oynanır</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Klavye kısayolları</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Yeni oyun…</translation>
        </message>
        <message>
            <source>&amp;Phones at the table…</source>
            <translation>Masadaki &amp;telefonlar…</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Tercihler…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Çı&amp;k</translation>
        </message>
        <message>
            <source>&amp;Resume a saved game…</source>
            <translation>Kayıtlı oyuna &amp;devam et…</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>Bu oyunun &amp;kuralları</translation>
        </message>
        <message>
            <source>&amp;TV table…</source>
            <translation>T&amp;V masası…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Geri al</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Görünüm</translation>
        </message>
        <message>
            <source>Game Night</source>
            <translation>Game Night</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Tercihler</translation>
        </message>
        <message>
            <source>Rules of &amp;each game</source>
            <translation>&amp;Her oyunun kuralları</translation>
        </message>
        <message>
            <source>Score &amp;history</source>
            <translation>Skor &amp;geçmişi</translation>
        </message>
        <message>
            <source>Score history</source>
            <translation>Skor geçmişi</translation>
        </message>
        <message>
            <source>Your preferences were not saved: {reason}. They apply until Game Night closes.</source>
            <translation>Tercihleriniz kaydedilemedi: {reason}. Game Night kapanana kadar geçerliler.</translation>
        </message>
        <message>
            <source>{page} — Game Night</source>
            <translation>{page} — Game Night</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Bot level</source>
            <translation>Bot seviyesi</translation>
        </message>
        <message>
            <source>Change partners</source>
            <translation>Eşleri değiştir</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Masa kuralları</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Ad</translation>
        </message>
        <message>
            <source>New game of {game}</source>
            <translation>Yeni {game} oyunu</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Oyuncu sayısı</translation>
        </message>
        <message>
            <source>Open the rules of {game} in a window of their own</source>
            <translation>{game} kurallarını ayrı bir pencerede aç</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Oyuncular</translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation>{game} kuralları</translation>
        </message>
        <message>
            <source>Seat another player opposite the first one (partners sit opposite)</source>
            <translation>İlk oyuncunun karşısına başka bir oyuncu oturt (eşler karşılıklı oturur)</translation>
        </message>
        <message>
            <source>Seed (optional)</source>
            <translation>Tohum (isteğe bağlı)</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Başla</translation>
        </message>
        <message>
            <source>Team {letter}</source>
            <translation>Takım {letter}</translation>
        </message>
        <message>
            <source>Type the seed of an earlier game to play the same deal and draws again.</source>
            <translation>Aynı dağıtımı ve çekilişleri yeniden oynamak için önceki bir oyunun tohumunu yazın.</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Kim</translation>
        </message>
        <message>
            <source>random</source>
            <translation>rastgele</translation>
        </message>
    </context>
    <context>
        <name>OkeyKeys</name>
        <message>
            <source>Okey: the stock, {count} tiles left</source>
            <translation>Okey: orta deste, {count} taş kaldı</translation>
        </message>
        <message>
            <source>Okey: {name}'s discards, {top} on top</source>
            <translation>Okey: {name} oyuncusunun attıkları, üstte {top}</translation>
        </message>
        <message>
            <source>Okey: {tile}, rack slot {slot}</source>
            <translation>Okey: {tile}, ıstakada {slot}. yer</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>boş</translation>
        </message>
        <message>
            <source>false joker</source>
            <translation>sahte okey</translation>
        </message>
        <message>
            <source>{colour} {number}</source>
            <translation>{colour} {number}</translation>
        </message>
        <message>
            <source>{tile}, the okey (wild)</source>
            <translation>{tile}, okey</translation>
        </message>
    </context>
    <context>
        <name>OkeyScreen</name>
        <message>
            <source>Okey table</source>
            <translation>Okey masası</translation>
        </message>
    </context>
    <context>
        <name>PatternReference</name>
        <message>
            <source>&lt;b&gt;{rank}. {pattern}&lt;/b&gt;&lt;br&gt;{points} points&lt;br&gt;{ways}</source>
            <translation>&lt;b&gt;{rank}. {pattern}&lt;/b&gt;&lt;br&gt;{points} puan&lt;br&gt;{ways}</translation>
        </message>
        <message>
            <source>A card scores its highest pattern, times its multiplier. ★ is the free centre; the hard-way patterns leave it out.</source>
            <translation>Bir kart en yüksek desenini, çarpanıyla çarpılmış olarak kazanır. ★ boş ortadır; zor yoldan desenler onu saymaz.</translation>
        </message>
        <message>
            <source>Goker patterns</source>
            <translation>Goker desenleri</translation>
        </message>
        <message>
            <source>any of {ways} ways</source>
            <translation>{ways} yoldan biri</translation>
        </message>
        <message>
            <source>one way</source>
            <translation>tek yol</translation>
        </message>
    </context>
    <context>
        <name>PokenoPrint</name>
        <message>
            <source>Board {number} of the Game Night set</source>
            <translation>Game Night takımının {number}. tahtası</translation>
        </message>
        <message>
            <source>Caller ±10</source>
            <translation>Çağıran ±10</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>Tur {number}</translation>
        </message>
        <message>
            <source>Super Pokeno Bonus boards</source>
            <translation>Super Pokeno Bonus tahtaları</translation>
        </message>
        <message>
            <source>Super Pokeno Bonus — Board {number}</source>
            <translation>Super Pokeno Bonus — Tahta {number}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Toplam</translation>
        </message>
    </context>
    <context>
        <name>PokenoProjector</name>
        <message>
            <source>Bonus hand: not rolled yet</source>
            <translation>Bonus eli: henüz atılmadı</translation>
        </message>
        <message>
            <source>Bonus hand: {hand}</source>
            <translation>Bonus eli: {hand}</translation>
        </message>
        <message>
            <source>Bonus hand: {hand} ×{times} = {points} points</source>
            <translation>Bonus eli: {hand} ×{times} = {points} puan</translation>
        </message>
        <message>
            <source>Call {number} of {cards}</source>
            <translation>Çağrı {number} / {cards}</translation>
        </message>
        <message>
            <source>Roll the dice to start the round</source>
            <translation>Turu başlatmak için zarları at</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Sıralama</translation>
        </message>
        <message>
            <source>Super Pokeno Bonus — projector</source>
            <translation>Super Pokeno Bonus — projeksiyon</translation>
        </message>
    </context>
    <context>
        <name>PokenoRoundEnd</name>
        <message>
            <source>Final totals</source>
            <translation>Son toplamlar</translation>
        </message>
        <message>
            <source>Round void</source>
            <translation>Tur geçersiz</translation>
        </message>
        <message>
            <source>Round {number} of {rounds} is over</source>
            <translation>Tur {number} / {rounds} bitti</translation>
        </message>
        <message>
            <source>{cards} cards called · bonus hand: {hand}</source>
            <translation>{cards} kart çağrıldı · bonus eli: {hand}</translation>
        </message>
        <message>
            <source>{cards} cards called · bonus hand: {hand} ×{times}</source>
            <translation>{cards} kart çağrıldı · bonus eli: {hand} ×{times}</translation>
        </message>
        <message>
            <source>{player} called. {roll}.</source>
            <translation>Çağıran: {player}. {roll}.</translation>
        </message>
        <message>
            <source>★ called this round. Next: {player} call.</source>
            <translation>★ bu turu çağırdı. Sıradaki çağıran: {player}.</translation>
        </message>
        <message>
            <source>★ called this round. Next: {player} calls.</source>
            <translation>★ bu turu çağırdı. Sıradaki çağıran: {player}.</translation>
        </message>
    </context>
    <context>
        <name>PokenoScreen</name>
        <message>
            <source>Call {number} of {cards}</source>
            <translation>Çağrı {number} / {cards}</translation>
        </message>
        <message>
            <source>Enter the next roll</source>
            <translation>Sonraki atışı gir</translation>
        </message>
        <message>
            <source>Look at the boards</source>
            <translation>Tahtalara bak</translation>
        </message>
        <message>
            <source>Projector window</source>
            <translation>Projeksiyon penceresi</translation>
        </message>
        <message>
            <source>Roll again</source>
            <translation>Yeniden at</translation>
        </message>
        <message>
            <source>Roll for round {number}</source>
            <translation>Tur {number} için at</translation>
        </message>
        <message>
            <source>Roll the dice for the next round</source>
            <translation>Sonraki tur için zarları at</translation>
        </message>
        <message>
            <source>Roll the dice to start the round</source>
            <translation>Turu başlatmak için zarları at</translation>
        </message>
        <message>
            <source>The called card shows here</source>
            <translation>Çağrılan kart burada görünür</translation>
        </message>
        <message>
            <source>You roll the two dice: tap what they show below</source>
            <translation>İki zarı sen atıyorsun: gösterdiklerine aşağıda dokun</translation>
        </message>
        <message>
            <source>{player} rolls the two dice: tap what they show below</source>
            <translation>İki zarı {player} atıyor: gösterdiklerine aşağıda dokun</translation>
        </message>
        <message>
            <source>{player} — board {number}</source>
            <translation>{player} — tahta {number}</translation>
        </message>
        <message>
            <source>★ the round's caller (±10 for 11s and 12s)</source>
            <translation>★ turu çağıran (11 ve 12 için ±10)</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Animations</source>
            <translation>Animasyonlar</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Koyu</translation>
        </message>
        <message>
            <source>Default names</source>
            <translation>Varsayılan adlar</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Hızlı</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Dil</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Açık</translation>
        </message>
        <message>
            <source>Names offered for seats 1, 2, 3... in the new-game dialog, separated by commas.</source>
            <translation>Yeni oyun penceresinde 1, 2, 3... koltuklara önerilen adlar, virgülle ayrılmış.</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Kapalı</translation>
        </message>
        <message>
            <source>Port for phones</source>
            <translation>Telefonlar için port</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Tercihler</translation>
        </message>
        <message>
            <source>Same as the desktop</source>
            <translation>Masaüstüyle aynı</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Yavaş</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Ses</translation>
        </message>
        <message>
            <source>Speak the calls (balls, cards) aloud</source>
            <translation>Çekilenleri (toplar, kartlar) sesli oku</translation>
        </message>
        <message>
            <source>The port a table opened to phones listens on; the next free one if it is taken.</source>
            <translation>Telefonlara açılan masanın dinlediği port; doluysa sıradaki boş port.</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
    </context>
    <context>
        <name>PrintedScoreSheet</name>
        <message>
            <source>Player</source>
            <translation>Oyuncu</translation>
        </message>
        <message>
            <source>{game} score sheet</source>
            <translation>{game} skor kâğıdı</translation>
        </message>
        <message>
            <source>{game} — score sheet</source>
            <translation>{game} — skor kâğıdı</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>Back to a window: F11 or Esc</source>
            <translation>Pencereye dön: F11 ya da Esc</translation>
        </message>
        <message>
            <source>Fill this screen, for one screen mirrored to a projector: F11</source>
            <translation>Bu ekranı doldur, projeksiyona yansıtılan tek ekran için: F11</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>Tam ekran (F11)</translation>
        </message>
        <message>
            <source>Leave full screen (F11)</source>
            <translation>Tam ekrandan çık (F11)</translation>
        </message>
        <message>
            <source>Show it on:</source>
            <translation>Şurada göster:</translation>
        </message>
        <message>
            <source>The audience window is open behind this one: drag it to the projector's screen, or press Full screen (F11) on it for a mirrored screen.</source>
            <translation>Seyirci penceresi bunun arkasında açık: onu projeksiyonun ekranına sürükle ya da yansıtılan bir ekran için üzerinde Tam ekran (F11) düğmesine bas.</translation>
        </message>
        <message>
            <source>{screen} — the console's screen</source>
            <translation>{screen} — konsolun ekranı</translation>
        </message>
    </context>
    <context>
        <name>RoundLog</name>
        <message>
            <source>{player}: {move}</source>
            <translation>{player}: {move}</translation>
        </message>
    </context>
    <context>
        <name>ScoreTable</name>
        <message>
            <source>R{number}</source>
            <translation>T{number}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Toplam</translation>
        </message>
        <message>
            <source>now</source>
            <translation>şimdi</translation>
        </message>
        <message>
            <source>void</source>
            <translation>geçersiz</translation>
        </message>
    </context>
    <context>
        <name>SeatNames</name>
        <message>
            <source>Every player needs a different name.</source>
            <translation>Her oyuncunun farklı bir adı olmalı.</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Oyuncu {number}</translation>
        </message>
        <message>
            <source>Seat {number} needs a name.</source>
            <translation>{number}. koltuğun bir adı olmalı.</translation>
        </message>
        <message>
            <source>With several people at this machine, give each one a name of their own instead of "{you}".</source>
            <translation>Bu bilgisayarda birkaç kişi oynarken her birine "{you}" yerine kendi adını verin.</translation>
        </message>
    </context>
    <context>
        <name>SeatRow</name>
        <message>
            <source>A player at the table, on their own phone's browser</source>
            <translation>Masadaki bir oyuncu, kendi telefonunun tarayıcısında</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Kolay</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Zor</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>İnsan</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Telefon</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Koltuk {number}</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>{game}: {what}</source>
            <translation>{game}: {what}</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Calls cannot be spoken: {reason}.</source>
            <translation>Çağrılar sesli okunamıyor: {reason}.</translation>
        </message>
        <message>
            <source>Checking whether calls can be spoken…</source>
            <translation>Çağrıların sesli okunup okunamayacağı deneniyor…</translation>
        </message>
        <message>
            <source>Spoken calls are available.</source>
            <translation>Çağrılar sesli okunabilir.</translation>
        </message>
        <message>
            <source>no speech engine is installed</source>
            <translation>kurulu bir konuşma motoru yok</translation>
        </message>
        <message>
            <source>the sound library is missing</source>
            <translation>ses kitaplığı eksik</translation>
        </message>
        <message>
            <source>the speech engine did not answer</source>
            <translation>konuşma motoru yanıt vermedi</translation>
        </message>
        <message>
            <source>the speech engine did not start</source>
            <translation>konuşma motoru başlamadı</translation>
        </message>
        <message>
            <source>the speech engine stopped</source>
            <translation>konuşma motoru durdu</translation>
        </message>
    </context>
    <context>
        <name>TopBar</name>
        <message>
            <source>Choosing boards</source>
            <translation>Tahtalar seçiliyor</translation>
        </message>
        <message>
            <source>Draw a card</source>
            <translation>Kart çek</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Oyun bitti</translation>
        </message>
        <message>
            <source>More</source>
            <translation>Diğer</translation>
        </message>
        <message>
            <source>Print a blank score sheet as PDF…</source>
            <translation>Boş skor kâğıdını PDF olarak yazdır…</translation>
        </message>
        <message>
            <source>Print boards</source>
            <translation>Tahtaları yazdır</translation>
        </message>
        <message>
            <source>Print score sheet</source>
            <translation>Skor kâğıdını yazdır</translation>
        </message>
        <message>
            <source>Print the boards as PDF…</source>
            <translation>Tahtaları PDF olarak yazdır…</translation>
        </message>
        <message>
            <source>Projector window for the audience…</source>
            <translation>Seyirciler için projeksiyon penceresi…</translation>
        </message>
        <message>
            <source>Roll for the next round</source>
            <translation>Sonraki tur için at</translation>
        </message>
        <message>
            <source>Roll the dice</source>
            <translation>Zarları at</translation>
        </message>
        <message>
            <source>Roll the {step}</source>
            <translation>Zar at: {step}</translation>
        </message>
        <message>
            <source>Round {number} of {rounds}</source>
            <translation>Tur {number} / {rounds}</translation>
        </message>
        <message>
            <source>Round {number} over — roll for round {next}</source>
            <translation>Tur {number} bitti — tur {next} için at</translation>
        </message>
        <message>
            <source>Round {number} void — roll again</source>
            <translation>Tur {number} geçersiz — yeniden at</translation>
        </message>
        <message>
            <source>Undo last entry</source>
            <translation>Son girişi geri al</translation>
        </message>
        <message>
            <source>bonus: {hand}</source>
            <translation>bonus: {hand}</translation>
        </message>
        <message>
            <source>bonus: {hand} ×{times}</source>
            <translation>bonus: {hand} ×{times}</translation>
        </message>
        <message>
            <source>{cards} cards</source>
            <translation>{cards} kart</translation>
        </message>
        <message>
            <source>{player} call</source>
            <translation>çağıran: {player}</translation>
        </message>
        <message>
            <source>{player} calls</source>
            <translation>çağıran: {player}</translation>
        </message>
    </context>
    <context>
        <name>cards</name>
        <message>
            <source>Ace</source>
            <translation>As</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>Sinek</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>Kupa</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Vale</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>King</source>
            <translation>Papaz</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Kız</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Maça</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{suit} {rank}</translation>
        </message>
    </context>
    <context>
        <name>dice</name>
        <message>
            <source>a die shows 1 to {sides}, not {value}</source>
            <translation>bir zar 1 ile {sides} arasını gösterir, {value} değil</translation>
        </message>
        <message>
            <source>expected {count} dice, got {got}</source>
            <translation>{count} zar bekleniyordu, {got} geldi</translation>
        </message>
    </context>
    <context>
        <name>goker</name>
        <message>
            <source>4x4</source>
            <translation>4x4</translation>
        </message>
        <message>
            <source>Full Goker</source>
            <translation>Tam Goker</translation>
        </message>
        <message>
            <source>GOKER</source>
            <translation>GOKER</translation>
        </message>
        <message>
            <source>GOKER was already called for that guess</source>
            <translation>o tahmin için zaten GOKER dendi</translation>
        </message>
        <message>
            <source>Goker 9</source>
            <translation>Goker 9</translation>
        </message>
        <message>
            <source>Goker Spot</source>
            <translation>Goker Noktası</translation>
        </message>
        <message>
            <source>Half Goker</source>
            <translation>Yarım Goker</translation>
        </message>
        <message>
            <source>Half Goker diagonal</source>
            <translation>Çapraz Yarım Goker</translation>
        </message>
        <message>
            <source>Line any way</source>
            <translation>Herhangi bir çizgi</translation>
        </message>
        <message>
            <source>Line hard way</source>
            <translation>Zor yoldan çizgi</translation>
        </message>
        <message>
            <source>Two lines any way</source>
            <translation>Herhangi iki çizgi</translation>
        </message>
        <message>
            <source>Two lines hard way</source>
            <translation>Zor yoldan iki çizgi</translation>
        </message>
        <message>
            <source>a deal is {count} different cards from the deck</source>
            <translation>bir dağıtım desteden {count} farklı karttır</translation>
        </message>
        <message>
            <source>a guess is a number from 1 to 75, not {number}</source>
            <translation>tahmin 1 ile 75 arasında bir sayıdır, {number} değil</translation>
        </message>
        <message>
            <source>balls are numbered 1 to 75, not {number}</source>
            <translation>toplar 1'den 75'e kadar numaralıdır, {number} değil</translation>
        </message>
        <message>
            <source>call {ball}</source>
            <translation>{ball} çek</translation>
        </message>
        <message>
            <source>cards are played at the end of a level</source>
            <translation>kartlar bir seviyenin sonunda oynanır</translation>
        </message>
        <message>
            <source>deal the cards first</source>
            <translation>önce kartları dağıt</translation>
        </message>
        <message>
            <source>every player guesses first ({done} of {players} have)</source>
            <translation>önce her oyuncu tahmin eder ({players} oyuncudan {done} tahmin etti)</translation>
        </message>
        <message>
            <source>guess {number}</source>
            <translation>{number} tahmin et</translation>
        </message>
        <message>
            <source>guesses are made before a round's first ball</source>
            <translation>tahminler turun ilk topundan önce yapılır</translation>
        </message>
        <message>
            <source>no GOKER to call: the guess was not drawn, or its window closed</source>
            <translation>denecek GOKER yok: tahmin çekilmedi ya da süresi doldu</translation>
        </message>
        <message>
            <source>no ball is due now: play the level's cards</source>
            <translation>şimdi top çekilmez: seviyenin kartlarını oyna</translation>
        </message>
        <message>
            <source>no coin flip is due</source>
            <translation>yazı tura sırası değil</translation>
        </message>
        <message>
            <source>no number is left to guess this round</source>
            <translation>bu tur tahmin edilecek sayı kalmadı</translation>
        </message>
        <message>
            <source>play the {card}</source>
            <translation>{card} kartını oyna</translation>
        </message>
        <message>
            <source>the cards are already dealt</source>
            <translation>kartlar zaten dağıtıldı</translation>
        </message>
        <message>
            <source>the coin flip</source>
            <translation>yazı tura</translation>
        </message>
        <message>
            <source>the deal</source>
            <translation>dağıtım</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>oyun bitti</translation>
        </message>
        <message>
            <source>the round is over: flip the coin</source>
            <translation>tur bitti: yazı tura at</translation>
        </message>
        <message>
            <source>there is no seat {seat}</source>
            <translation>{seat} numaralı koltuk yok</translation>
        </message>
        <message>
            <source>{action} is not a Goker action</source>
            <translation>{action} bir Goker hamlesi değil</translation>
        </message>
        <message>
            <source>{ball} is already called</source>
            <translation>{ball} zaten çekildi</translation>
        </message>
        <message>
            <source>{ball} is already guessed this round</source>
            <translation>{ball} bu tur zaten tahmin edildi</translation>
        </message>
        <message>
            <source>{ball} was already called (call {call})</source>
            <translation>{ball} zaten çekildi ({call}. çekiş)</translation>
        </message>
        <message>
            <source>{ball} was marked by the Rapid Start and is out of the draw</source>
            <translation>{ball} Hızlı Başlangıçla işaretlendi ve çekilişin dışında</translation>
        </message>
        <message>
            <source>{card} cannot be played (already played, or not in the deck)</source>
            <translation>{card} oynanamaz (zaten oynandı ya da destede yok)</translation>
        </message>
        <message>
            <source>{card} cannot be played (not in the hand)</source>
            <translation>{card} oynanamaz (elde yok)</translation>
        </message>
    </context>
    <context>
        <name>pokeno</name>
        <message>
            <source>2 pair</source>
            <translation>Döper</translation>
        </message>
        <message>
            <source>Add roll 12: the caller wins 10 and rolls again</source>
            <translation>Ek atış 12: çağıran 10 kazanır ve yeniden atar</translation>
        </message>
        <message>
            <source>Add roll {total} → +{add}: draw {cards} cards</source>
            <translation>Ek atış {total} → +{add}: {cards} kart çek</translation>
        </message>
        <message>
            <source>Base roll 11: the caller loses 10 and the dice pass</source>
            <translation>Temel atış 11: çağıran 10 kaybeder ve zarlar el değiştirir</translation>
        </message>
        <message>
            <source>Base roll 12: the caller wins 10 and rolls again</source>
            <translation>Temel atış 12: çağıran 10 kazanır ve yeniden atar</translation>
        </message>
        <message>
            <source>Base roll {total} → {cards} cards</source>
            <translation>Temel atış {total} → {cards} kart</translation>
        </message>
        <message>
            <source>Bonus die {value} → {hand} is the bonus hand</source>
            <translation>Bonus zarı {value} → bonus eli: {hand}</translation>
        </message>
        <message>
            <source>Flush</source>
            <translation>Renk</translation>
        </message>
        <message>
            <source>Four of a kind</source>
            <translation>Kare</translation>
        </message>
        <message>
            <source>Full h.</source>
            <translation>Ful</translation>
        </message>
        <message>
            <source>Full house</source>
            <translation>Ful</translation>
        </message>
        <message>
            <source>Multiplier die {value} → a {hand} scores {points} instead of {base}</source>
            <translation>Çarpan zarı {value} → {hand} {base} yerine {points} puan getirir</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Per</translation>
        </message>
        <message>
            <source>Pokeno uses no jokers</source>
            <translation>Pokeno'da joker yok</translation>
        </message>
        <message>
            <source>Quads</source>
            <translation>Kare</translation>
        </message>
        <message>
            <source>Str.</source>
            <translation>Kent</translation>
        </message>
        <message>
            <source>Str. flush</source>
            <translation>S. renk</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>Kent</translation>
        </message>
        <message>
            <source>Straight flush</source>
            <translation>Sıralı renk</translation>
        </message>
        <message>
            <source>Three of a kind</source>
            <translation>Üçlü</translation>
        </message>
        <message>
            <source>Trips</source>
            <translation>Üçlü</translation>
        </message>
        <message>
            <source>Two pair</source>
            <translation>Döper</translation>
        </message>
        <message>
            <source>add roll</source>
            <translation>ek atış</translation>
        </message>
        <message>
            <source>base roll</source>
            <translation>temel atış</translation>
        </message>
        <message>
            <source>board {board} is already taken</source>
            <translation>tahta {board} zaten alındı</translation>
        </message>
        <message>
            <source>bonus die</source>
            <translation>bonus zarı</translation>
        </message>
        <message>
            <source>choose board {board}</source>
            <translation>tahta {board} seç</translation>
        </message>
        <message>
            <source>draw the {card}</source>
            <translation>{card} çek</translation>
        </message>
        <message>
            <source>every seat already has a board</source>
            <translation>her koltuğun zaten bir tahtası var</translation>
        </message>
        <message>
            <source>every seat must pick a board first</source>
            <translation>önce her koltuk bir tahta seçmeli</translation>
        </message>
        <message>
            <source>flush</source>
            <translation>renk</translation>
        </message>
        <message>
            <source>four of a kind</source>
            <translation>kare</translation>
        </message>
        <message>
            <source>full house</source>
            <translation>ful</translation>
        </message>
        <message>
            <source>multiplier die</source>
            <translation>çarpan zarı</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>per</translation>
        </message>
        <message>
            <source>roll the dice first ({step} is next)</source>
            <translation>önce zarları at (sırada: {step})</translation>
        </message>
        <message>
            <source>roll {dice}</source>
            <translation>zar {dice}</translation>
        </message>
        <message>
            <source>straight</source>
            <translation>kent</translation>
        </message>
        <message>
            <source>straight flush</source>
            <translation>sıralı renk</translation>
        </message>
        <message>
            <source>the dice are done: call the cards</source>
            <translation>zarlar bitti: kartları çağır</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>oyun bitti</translation>
        </message>
        <message>
            <source>there is no board {board}</source>
            <translation>tahta {board} yok</translation>
        </message>
        <message>
            <source>three of a kind</source>
            <translation>üçlü</translation>
        </message>
        <message>
            <source>two pair</source>
            <translation>döper</translation>
        </message>
        <message>
            <source>{action} is not a Pokeno action</source>
            <translation>{action} bir Pokeno hamlesi değil</translation>
        </message>
        <message>
            <source>{card} was already called (call {call})</source>
            <translation>{card} zaten çağrıldı ({call}. çağrı)</translation>
        </message>
    </context>
</TS>
