<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
    <context>
        <name>AboutBox</name>
        <message>
            <source>About Game Night</source>
            <translation>Game Night hakkında</translation>
        </message>
        <message>
            <source>Five table games (Goker, Super Pokeno Bonus, Okey, Jokers and The Goodge Rules) with a caller console, bots and a score history.</source>
            <translation>Beş masa oyunu (Goker, Super Pokeno Bonus, Okey, Jokers ve The Goodge Rules); çekiliş konsolu, botlar ve skor geçmişiyle.</translation>
        </message>
        <message>
            <source>Games are saved after every move; your history stays on this computer.</source>
            <translation>Oyunlar her hamleden sonra kaydedilir; geçmişiniz bu bilgisayarda kalır.</translation>
        </message>
    </context>
    <context>
        <name>AppImageNotice</name>
        <message>
            <source>Game Night could not unpack itself into its cache folder ({problem}), so it runs from a temporary folder this time, removed when it closes, and each start takes a few seconds longer. Free some disk space or make the folder writable to start quickly again.</source>
            <translation>Game Night kendini önbellek klasörüne açamadı ({problem}); bu kez kapanınca silinecek geçici bir klasörden çalışıyor ve her açılış birkaç saniye daha uzun sürüyor. Yeniden hızlı açılması için biraz disk alanı boşaltın ya da klasörü yazılabilir yapın.</translation>
        </message>
    </context>
    <context>
        <name>AudienceWindow</name>
        <message>
            <source>Goker — audience</source>
            <translation>Goker — seyirciler</translation>
        </message>
    </context>
    <context>
        <name>Badge</name>
        <message>
            <source>{name} (easy bot)</source>
            <translation>{name} (kolay bot)</translation>
        </message>
        <message>
            <source>{name} (hard bot)</source>
            <translation>{name} (zor bot)</translation>
        </message>
        <message>
            <source>{name} (normal bot)</source>
            <translation>{name} (orta bot)</translation>
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
            <translation>Tahtanızı seçiyorsunuz…</translation>
        </message>
        <message>
            <source>{player} is choosing a board…</source>
            <translation>{player} tahtasını seçiyor…</translation>
        </message>
        <message>
            <source>{player}, choose your board</source>
            <translation>{player}, tahtanızı seçin</translation>
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
        <name>Charts</name>
        <message>
            <source>% won</source>
            <translation>% kazanılan</translation>
        </message>
        <message>
            <source>Choose a game in the list to see its score progression here.</source>
            <translation>Puan gidişatını burada görmek için listeden bir oyun seçin.</translation>
        </message>
        <message>
            <source>No finished round yet: the running totals appear here after the first round.</source>
            <translation>Henüz biten tur yok: ara toplamlar ilk turdan sonra burada görünür.</translation>
        </message>
        <message>
            <source>Places over time</source>
            <translation>Zaman içinde dereceler</translation>
        </message>
        <message>
            <source>Places over time

Play a game to the end to see the places {player} finished in here.</source>
            <translation>Zaman içinde dereceler

{player} adlı kişinin bitirdiği dereceleri burada görmek için bir oyunu sonuna kadar oynayın.</translation>
        </message>
        <message>
            <source>Results over time</source>
            <translation>Zaman içindeki sonuçlar</translation>
        </message>
        <message>
            <source>Results over time

Choose a player above to see their final scores here.</source>
            <translation>Zaman içindeki sonuçlar

Son puanlarını burada görmek için yukarıdan bir oyuncu seçin.</translation>
        </message>
        <message>
            <source>Results over time

Play a game to the end to see your final scores here.</source>
            <translation>Zaman içindeki sonuçlar

Son puanlarınızı burada görmek için bir oyunu sonuna kadar oynayın.</translation>
        </message>
        <message>
            <source>Results over time

Play a game to the end to see {player}'s final scores here.</source>
            <translation>Zaman içindeki sonuçlar

{player} adlı oyuncunun son puanlarını burada görmek için bir oyunu sonuna kadar oynayın.</translation>
        </message>
        <message>
            <source>Results over time: {player}</source>
            <translation>Zaman içindeki sonuçlar: {player}</translation>
        </message>
        <message>
            <source>Score progression</source>
            <translation>Puan gidişatı</translation>
        </message>
        <message>
            <source>Win share per game</source>
            <translation>Oyun başına kazanma oranı</translation>
        </message>
        <message>
            <source>Win share per game

Play a game to the end to see the share of games won by {player} here.</source>
            <translation>Oyun başına kazanma oranı

{player} adlı oyuncunun kazandığı oyunların oranını burada görmek için bir oyunu sonuna kadar oynayın.</translation>
        </message>
        <message>
            <source>Win share per game

Play a game to the end to see the share of games won here.</source>
            <translation>Oyun başına kazanma oranı

Kazanılan oyunların oranını burada görmek için bir oyunu sonuna kadar oynayın.</translation>
        </message>
        <message>
            <source>Win share per game

Play a game to the end to see the share of games you won here.</source>
            <translation>Oyun başına kazanma oranı

Kazandığınız oyunların oranını burada görmek için bir oyunu sonuna kadar oynayın.</translation>
        </message>
        <message>
            <source>Win share per game (human players)</source>
            <translation>Oyun başına kazanma oranı (insan oyuncular)</translation>
        </message>
        <message>
            <source>Win share per game: {player}</source>
            <translation>Oyun başına kazanma oranı: {player}</translation>
        </message>
        <message>
            <source>final score</source>
            <translation>son puan</translation>
        </message>
        <message>
            <source>game</source>
            <translation>oyun</translation>
        </message>
        <message>
            <source>place</source>
            <translation>derece</translation>
        </message>
        <message>
            <source>points left</source>
            <translation>kalan puan</translation>
        </message>
        <message>
            <source>round</source>
            <translation>tur</translation>
        </message>
        <message>
            <source>start</source>
            <translation>başlangıç</translation>
        </message>
        <message>
            <source>total</source>
            <translation>toplam</translation>
        </message>
        <message>
            <source>void</source>
            <translation>geçersiz</translation>
        </message>
        <message>
            <source>won</source>
            <translation>kazandı</translation>
        </message>
        <message numerus="yes">
            <source>{game}
(%n played)</source>
            <translation>
                <numerusform>{game}
(%n oynandı)</numerusform>
            </translation>
        </message>
        <message>
            <source>{share}%</source>
            <translation>%{share}</translation>
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
            <translation>{step} sonucunu girin: her zarın gösterdiğine dokunun</translation>
        </message>
        <message>
            <source>Enter the {step}: tap what the die shows</source>
            <translation>{step} sonucunu girin: zarın gösterdiğine dokunun</translation>
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
            <translation>Turu başlatmak için zarları atın</translation>
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
        <name>EndPanel</name>
        <message>
            <source>Back to the games</source>
            <translation>Oyunlara dön</translation>
        </message>
        <message>
            <source>New game, same players</source>
            <translation>Yeni oyun, aynı oyuncular</translation>
        </message>
        <message>
            <source>Round log</source>
            <translation>Turun kaydı</translation>
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
            <source>chosen file</source>
            <translation>seçilen dosya</translation>
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
        <name>GameInfo</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n oyuncu</numerusform>
            </translation>
        </message>
        <message>
            <source>{fewest}-{most} players</source>
            <translation>{fewest}-{most} oyuncu</translation>
        </message>
        <message>
            <source>{game} takes {players}, not {count}</source>
            <translation>{game} {players} ile oynanır, {count} ile değil</translation>
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
            <source>Enter</source>
            <translation>Enter</translation>
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
            <source>a live caller's card or die on the console's board, or the focused button (Space draws)</source>
            <translation>konsolun tahtasında canlı çekilişin kartı ya da zarı, ya da odaktaki düğme (Boşluk çeker)</translation>
        </message>
        <message>
            <source>act on the focused thing</source>
            <translation>odaktaki şeyle oyna</translation>
        </message>
        <message>
            <source>call GOKER when your guess is drawn</source>
            <translation>tahmininiz çekilince GOKER de</translation>
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
            <translation>turu odaktaki taşla bitir</translation>
        </message>
        <message>
            <source>from board to board: each card, then each line's hand, is read</source>
            <translation>tahtadan tahtaya: her kart, sonra her dizinin eli okunur</translation>
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
            <source>on the Goker table Space always draws the next ball; Enter acts on the focused thing</source>
            <translation>Goker masasında Boşluk her zaman sonraki topu çeker; Enter odaktaki şeyle oynar</translation>
        </message>
        <message>
            <source>on to the bids and trump</source>
            <translation>ihalelere ve koza geç</translation>
        </message>
        <message>
            <source>on your card: choose it, then play it; on one of its numbers: daub it; on the flashboard: guess the number or enter the caller's ball</source>
            <translation>kartınızda: seç, sonra oyna; sayılarından birinde: işaretle; sayı tahtasında: sayıyı tahmin et ya da çekilen topu gir</translation>
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
        <name>GameScreen</name>
        <message>
            <source>A hint is for your own turn.</source>
            <translation>İpucu yalnızca kendi sıranızda alınır.</translation>
        </message>
        <message>
            <source>Hint: {move}.</source>
            <translation>İpucu: {move}.</translation>
        </message>
        <message>
            <source>Hint: {move}. {reason}</source>
            <translation>İpucu: {move}. {reason}</translation>
        </message>
        <message>
            <source>Thinking of a hint…</source>
            <translation>İpucu düşünülüyor…</translation>
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
        <name>GokerKeys</name>
        <message>
            <source>Goker: number {number} on the flashboard</source>
            <translation>Goker: sayı tahtasında {number}</translation>
        </message>
        <message>
            <source>Goker: number {number} on the flashboard, called</source>
            <translation>Goker: sayı tahtasında {number}, çekildi</translation>
        </message>
        <message>
            <source>Goker: number {number} on the flashboard, marked by the Rapid Start</source>
            <translation>Goker: sayı tahtasında {number}, Hızlı Başlangıçla işaretlendi</translation>
        </message>
        <message>
            <source>Goker: number {number} on the flashboard, the last call</source>
            <translation>Goker: sayı tahtasında {number}, son çekilen</translation>
        </message>
        <message>
            <source>Goker: the card to validate</source>
            <translation>Goker: doğrulanacak kart</translation>
        </message>
        <message>
            <source>Goker: the card, free space</source>
            <translation>Goker: doğrulanacak kart, boş kare</translation>
        </message>
        <message>
            <source>Goker: the card, {letter} column {number}</source>
            <translation>Goker: doğrulanacak kart, {letter} sütunu {number}</translation>
        </message>
        <message>
            <source>Goker: the card, {letter} column {number} called</source>
            <translation>Goker: doğrulanacak kart, {letter} sütunu {number}, çekildi</translation>
        </message>
        <message>
            <source>Goker: the card, {letter} column {number} marked</source>
            <translation>Goker: doğrulanacak kart, {letter} sütunu {number}, işaretlendi</translation>
        </message>
        <message>
            <source>Goker: your card {card}</source>
            <translation>Goker: {card}. kartınız</translation>
        </message>
        <message>
            <source>Goker: your card {card}, face down</source>
            <translation>Goker: {card}. kartınız, kapalı</translation>
        </message>
        <message>
            <source>Goker: your card {card}, free space</source>
            <translation>Goker: {card}. kartınız, boş kare</translation>
        </message>
        <message>
            <source>Goker: your card {card}, {letter} column {number}</source>
            <translation>Goker: {card}. kartınız, {letter} sütunu {number}</translation>
        </message>
        <message>
            <source>Goker: your card {card}, {letter} column {number} called, not daubed</source>
            <translation>Goker: {card}. kartınız, {letter} sütunu {number}, çekildi, işaretlenmedi</translation>
        </message>
        <message>
            <source>Goker: your card {card}, {letter} column {number} daubed</source>
            <translation>Goker: {card}. kartınız, {letter} sütunu {number}, işaretli</translation>
        </message>
        <message>
            <source>Goker: your card {card}, {name}, {caption}</source>
            <translation>Goker: {card}. kartınız, {name}, {caption}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>siz</translation>
        </message>
        <message>
            <source>{ball} called</source>
            <translation>{ball} çekildi</translation>
        </message>
        <message>
            <source>{card}, chosen: Enter plays it</source>
            <translation>{card}, seçili: Enter ile oynanır</translation>
        </message>
        <message>
            <source>{number}, guessed by {names}</source>
            <translation>{number}, tahmin eden: {names}</translation>
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
            <translation>Başka bir tahmin çekilmeden GOKER deyin</translation>
        </message>
        <message>
            <source>Call it before another guess is drawn — or press G</source>
            <translation>Başka bir tahmin çekilmeden GOKER deyin — ya da G'ye basın</translation>
        </message>
        <message>
            <source>{seconds} s left</source>
            <translation>{seconds} sn kaldı</translation>
        </message>
        <message>
            <source>{seconds} s left — or press G</source>
            <translation>{seconds} sn kaldı — ya da G'ye basın</translation>
        </message>
    </context>
    <context>
        <name>GokerScreen</name>
        <message>
            <source>Pick a card to validate it</source>
            <translation>Doğrulamak için bir kart seçin</translation>
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
            <translation>✔ GOKER dendi · ! şimdi deyin · ✗ kaçtı · pas: tahmin edilecek sayı kalmadı</translation>
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
            <translation>Kapalı: kartlarınızdaki sayılara kendiniz dokunun. Doğrulama her zaman çekilen bütün topları sayar.</translation>
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
            <source>Call {call} — coin flip: Goker round {round} ends</source>
            <translation>Çekiş {call} — yazı tura: {round}. Goker turu biter</translation>
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
            <source>Coin flip: Goker round {round} ends — {status}</source>
            <translation>Yazı tura: {round}. Goker turu biter — {status}</translation>
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
            <translation>{level}. seviye bitti: kapalı bir kart oynayın</translation>
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
            <translation>Çağıran her sayıyı söyledikçe ona dokunun</translation>
        </message>
        <message>
            <source>The cards stay face down while the balls are drawn</source>
            <translation>Toplar çekilirken kartlar kapalı kalır</translation>
        </message>
        <message>
            <source>Validate any card: pick it by rank and suit</source>
            <translation>Herhangi bir kartı doğrulayın: değerini ve rengini seçin</translation>
        </message>
        <message>
            <source>Waiting for the bots to play their cards…</source>
            <translation>Botların kartlarını oynaması bekleniyor…</translation>
        </message>
        <message>
            <source>You pass: no number left to guess</source>
            <translation>Pas geçiyorsunuz: tahmin edilecek sayı kalmadı</translation>
        </message>
        <message>
            <source>Your cards</source>
            <translation>Kartlarınız</translation>
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
            <translation>{player}: {level}. seviye için oynanacak kartı seçin</translation>
        </message>
        <message>
            <source>{player}: choose the card to play for level {level} (pick it by rank and suit)</source>
            <translation>{player}: {level}. seviye için oynanacak kartı seçin (değerini ve rengini seçin)</translation>
        </message>
        <message>
            <source>{player}: tap your guess for the next 5 balls on the board</source>
            <translation>{player}: sonraki 5 top için tahmininize tahtada dokunun</translation>
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
        <message numerus="yes">
            <source>%n in hand</source>
            <translation>
                <numerusform>elde %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Bidding:</source>
            <translation>İhale:</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>Sonraki turu dağıt</translation>
        </message>
        <message>
            <source>Goodge table</source>
            <translation>Goodge masası</translation>
        </message>
        <message>
            <source>High bid: {bid}. Passed: nobody.</source>
            <translation>En yüksek ihale: {bid}. Pas geçen: kimse.</translation>
        </message>
        <message>
            <source>High bid: {bid}. Passed: {players}.</source>
            <translation>En yüksek ihale: {bid}. Pas geçen: {players}.</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>İpucu</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Sıra sizde değil.</translation>
        </message>
        <message>
            <source>Last trick: {player} took it</source>
            <translation>Son el: {player} aldı</translation>
        </message>
        <message>
            <source>Name trump</source>
            <translation>Kozu söyle</translation>
        </message>
        <message>
            <source>No bid yet. Passed: nobody.</source>
            <translation>Henüz ihale yok. Pas geçen: kimse.</translation>
        </message>
        <message>
            <source>No bid yet. Passed: {players}.</source>
            <translation>Henüz ihale yok. Pas geçen: {players}.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Put back: {count} of 3</source>
            <translation>Dibe konan: {count}/3</translation>
        </message>
        <message>
            <source>Replay this deal</source>
            <translation>Bu dağıtımı yeniden oyna</translation>
        </message>
        <message>
            <source>Replay this deal? The round's scores are taken out of the score history until it is played again.</source>
            <translation>Bu dağıtım yeniden oynansın mı? Turun puanları, yeniden oynanana kadar skor geçmişinden çıkarılır.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Kurallar</translation>
        </message>
        <message>
            <source>Stash: to the last trick</source>
            <translation>Dip: son eli alana</translation>
        </message>
        <message>
            <source>The rules as this table plays them</source>
            <translation>Bu masada oynandığı haliyle kurallar</translation>
        </message>
        <message>
            <source>The stash</source>
            <translation>Dip</translation>
        </message>
        <message>
            <source>There is no decision of yours in this round to take back.</source>
            <translation>Bu turda geri alınacak bir kararınız yok.</translation>
        </message>
        <message>
            <source>What the strongest bot would do now</source>
            <translation>En güçlü botun şimdi yapacağı hamle</translation>
        </message>
        <message>
            <source>You cannot play {card}: {reason}.</source>
            <translation>Bu kartı oynayamazsınız ({card}): {reason}.</translation>
        </message>
    </context>
    <context>
        <name>GoodgeTable</name>
        <message>
            <source>Dealing the cards…</source>
            <translation>Kartlar dağıtılıyor…</translation>
        </message>
        <message>
            <source>Goodge {bid}</source>
            <translation>Goodge {bid}</translation>
        </message>
        <message>
            <source>High bid: {bid} by {player}</source>
            <translation>En yüksek ihale: {bid} ({player})</translation>
        </message>
        <message>
            <source>Name trump.</source>
            <translation>Kozu söyleyin.</translation>
        </message>
        <message>
            <source>No bid yet</source>
            <translation>Henüz ihale yok</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Tur</translation>
        </message>
        <message>
            <source>Round {number}: you made your bid of {bid}</source>
            <translation>{number}. tur: {bid} ihalenizi tuttunuz</translation>
        </message>
        <message>
            <source>Round {number}: you went down on your bid of {bid}</source>
            <translation>{number}. tur: {bid} ihalenizde battınız</translation>
        </message>
        <message>
            <source>Round {number}: {player} made the bid of {bid}</source>
            <translation>{number}. tur: {player}, {bid} ihalesini tuttu</translation>
        </message>
        <message>
            <source>Round {number}: {player} went down on the bid of {bid}</source>
            <translation>{number}. tur: {player}, {bid} ihalesinde battı</translation>
        </message>
        <message>
            <source>Taken</source>
            <translation>Alınan</translation>
        </message>
        <message>
            <source>The Goodge: {player}, bid {bid}</source>
            <translation>Goodge: {player}, ihale {bid}</translation>
        </message>
        <message>
            <source>The round is over.</source>
            <translation>Tur bitti.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Toplam</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Eller</translation>
        </message>
        <message>
            <source>Trump was {suit}. The stash ({cards}) went to you with the last trick.</source>
            <translation>Koz {suit} idi. Dip ({cards}) son eli aldığınız için size gitti.</translation>
        </message>
        <message>
            <source>Trump was {suit}. The stash ({cards}) went to {player} with the last trick.</source>
            <translation>Koz {suit} idi. Dip ({cards}) son eli alan {player} oyuncusuna gitti.</translation>
        </message>
        <message>
            <source>Trump: not named yet</source>
            <translation>Koz: henüz söylenmedi</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Koz: {suit}</translation>
        </message>
        <message>
            <source>You are the Goodge: click a card to put it back into the stash ({count} of 3 put back; Ctrl+Z takes one back).</source>
            <translation>Goodge sizsiniz: dibe geri koymak için bir karta tıklayın ({count}/3 kondu; Ctrl+Z birini geri alır).</translation>
        </message>
        <message>
            <source>You claimed the remaining tricks.</source>
            <translation>Kalan elleri istediniz.</translation>
        </message>
        <message>
            <source>Your call: bid or pass.</source>
            <translation>Söz sizde: ihale verin ya da pas geçin.</translation>
        </message>
        <message>
            <source>Your turn: click a raised card or drag it onto the table.</source>
            <translation>Sıra sizde: yukarı kalkmış bir karta tıklayın ya da onu masaya sürükleyin.</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <translation>ihale {bid}</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>dağıtan</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>stash</source>
            <translation>dip</translation>
        </message>
        <message>
            <source>took {points}</source>
            <translation>aldığı {points}</translation>
        </message>
        <message>
            <source>total {points}</source>
            <translation>toplam {points}</translation>
        </message>
        <message>
            <source>{player} claimed the remaining tricks.</source>
            <translation>{player} kalan elleri istedi.</translation>
        </message>
        <message>
            <source>{player}: bidding…</source>
            <translation>{player}: ihale veriyor…</translation>
        </message>
        <message>
            <source>{player}: naming trump…</source>
            <translation>{player}: kozu söylüyor…</translation>
        </message>
        <message>
            <source>{player}: pass</source>
            <translation>{player}: pas</translation>
        </message>
        <message>
            <source>{player}: playing…</source>
            <translation>{player}: oynuyor…</translation>
        </message>
        <message>
            <source>{player}: taking the stash…</source>
            <translation>{player}: dibi alıyor…</translation>
        </message>
        <message>
            <source>{player}: {bid}</source>
            <translation>{player}: {bid}</translation>
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
        <name>HandFan</name>
        <message>
            <source>new</source>
            <translation>yeni</translation>
        </message>
    </context>
    <context>
        <name>HistoryCsv</name>
        <message>
            <source>finished</source>
            <translation>bitiş</translation>
        </message>
        <message>
            <source>game</source>
            <translation>oyun</translation>
        </message>
        <message>
            <source>game_id</source>
            <translation>oyun_no</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>tür</translation>
        </message>
        <message>
            <source>level</source>
            <translation>seviye</translation>
        </message>
        <message>
            <source>placement</source>
            <translation>sıra</translation>
        </message>
        <message>
            <source>player</source>
            <translation>oyuncu</translation>
        </message>
        <message>
            <source>round_{number}</source>
            <translation>tur_{number}</translation>
        </message>
        <message>
            <source>score</source>
            <translation>puan</translation>
        </message>
        <message>
            <source>seat</source>
            <translation>koltuk</translation>
        </message>
        <message>
            <source>started</source>
            <translation>başlangıç</translation>
        </message>
        <message>
            <source>status</source>
            <translation>durum</translation>
        </message>
        <message>
            <source>void_rounds</source>
            <translation>geçersiz_turlar</translation>
        </message>
        <message>
            <source>yyyy-MM-dd HH:mm</source>
            <translation>dd.MM.yyyy HH:mm</translation>
        </message>
    </context>
    <context>
        <name>HistoryPage</name>
        <message>
            <source>All games</source>
            <translation>Tüm oyunlar</translation>
        </message>
        <message>
            <source>All players</source>
            <translation>Tüm oyuncular</translation>
        </message>
        <message>
            <source>Back to the page where you choose a game</source>
            <translation>Oyun seçtiğiniz sayfaya dön</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV dosyaları (*.csv)</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Grafikler</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Tarih</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV olarak dışa aktar…</translation>
        </message>
        <message>
            <source>Export history</source>
            <translation>Geçmişi dışa aktar</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Oyun</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Oyunlar</translation>
        </message>
        <message>
            <source>Nights</source>
            <translation>Geceler</translation>
        </message>
        <message>
            <source>No game matches the chosen game and player: choose “All games” or “All players” to see more.</source>
            <translation>Seçilen oyun ve oyuncuya uyan oyun yok: daha fazlasını görmek için “Tüm oyunlar” ya da “Tüm oyuncular”ı seçin.</translation>
        </message>
        <message>
            <source>No games yet. Finished rounds and games appear here as you play.</source>
            <translation>Henüz oyun yok. Biten turlar ve oyunlar oynadıkça burada görünür.</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Kişiler</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Oyuncu</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>Oyuncular ve puanlar</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>{number}. tur</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Başlangıç</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Durum</translation>
        </message>
        <message>
            <source>The history was not exported: {reason}.</source>
            <translation>Geçmiş dışa aktarılamadı: {reason}.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Toplam</translation>
        </message>
        <message>
            <source>Void round</source>
            <translation>Geçersiz tur</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Kazanan</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>bırakıldı</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>bitti</translation>
        </message>
        <message>
            <source>in progress</source>
            <translation>sürüyor</translation>
        </message>
        <message>
            <source>{status}: no round finished</source>
            <translation>{status}: biten tur yok</translation>
        </message>
        <message>
            <source>{status}: no round finished yet</source>
            <translation>{status}: henüz biten tur yok</translation>
        </message>
        <message numerus="yes">
            <source>{status}: totals after %n round(s)</source>
            <translation>
                <numerusform>{status}: %n turdan sonraki toplamlar</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{status}: totals after %n round(s) and {void} void</source>
            <translation>
                <numerusform>{status}: %n tur ve {void} geçersiz turdan sonraki toplamlar</numerusform>
            </translation>
        </message>
        <message>
            <source>← Back to the games</source>
            <translation>← Oyunlara dön</translation>
        </message>
    </context>
    <context>
        <name>HowToPlayDialog</name>
        <message>
            <source>Full rules</source>
            <translation>Tüm kurallar</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>{game} nasıl oynanır</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Tuşlar</translation>
        </message>
    </context>
    <context>
        <name>JoinCodes</name>
        <message>
            <source>Join: {address} · table code {code}</source>
            <translation>Katıl: {address} · masa kodu {code}</translation>
        </message>
        <message>
            <source>Seat {number}: {name}</source>
            <translation>{number}. koltuk: {name}</translation>
        </message>
        <message>
            <source>Watch on your phone</source>
            <translation>Telefonunuzdan izleyin</translation>
        </message>
    </context>
    <context>
        <name>JoinScreen</name>
        <message>
            <source>Each person scans their own code once for the whole night (open the phone's camera), or types the address {address} with the table code {code} and their number.</source>
            <translation>Herkes bütün gece için kendi kodunu bir kez okutur (telefonun kamerasını açın) ya da {address} adresini yazıp {code} masa kodunu ve kendi numarasını girer.</translation>
        </message>
        <message>
            <source>Give back to the phone</source>
            <translation>Telefona geri ver</translation>
        </message>
        <message>
            <source>Join the night from your phone</source>
            <translation>Geceye telefonunuzdan katılın</translation>
        </message>
        <message>
            <source>Join {game} from your phone</source>
            <translation>{game} oyununa telefonunuzdan katılın</translation>
        </message>
        <message>
            <source>Let a bot play</source>
            <translation>Bir bot oynasın</translation>
        </message>
        <message>
            <source>New link</source>
            <translation>Yeni bağlantı</translation>
        </message>
        <message>
            <source>Number {number}</source>
            <translation>{number} numara</translation>
        </message>
        <message>
            <source>Open the camera on your phone and scan your seat's code, or type the address {address} with the table code {code} and your seat's number.</source>
            <translation>Telefonunuzun kamerasını açıp koltuğunuzun kodunu okutun ya da {address} adresini yazıp {code} masa kodunu ve koltuk numaranızı girin.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>{number}. koltuk</translation>
        </message>
        <message>
            <source>The old link stops at once; a phone on it is told so.</source>
            <translation>Eski bağlantı hemen geçersiz olur; onu kullanan telefona bu bildirilir.</translation>
        </message>
        <message>
            <source>away for {minutes} min</source>
            <translation>{minutes} dk'dır yok</translation>
        </message>
        <message>
            <source>away for {seconds} s</source>
            <translation>{seconds} sn'dir yok</translation>
        </message>
        <message>
            <source>joined</source>
            <translation>katıldı</translation>
        </message>
        <message>
            <source>never joined</source>
            <translation>hiç katılmadı</translation>
        </message>
        <message>
            <source>{state} · a bot plays for now</source>
            <translation>{state} · şimdilik bir bot oynuyor</translation>
        </message>
    </context>
    <context>
        <name>JokersKeys</name>
        <message>
            <source>Jokers: move to hole {hole}</source>
            <translation>Jokers: {hole}. deliğe git</translation>
        </message>
        <message>
            <source>Jokers: move to home {number}</source>
            <translation>Jokers: evde {number}. haneye git</translation>
        </message>
        <message>
            <source>Jokers: your marble in home {number}</source>
            <translation>Jokers: evde {number}. hanedeki bilyeniz</translation>
        </message>
        <message>
            <source>Jokers: your marble in start</source>
            <translation>Jokers: başlangıçtaki bilyeniz</translation>
        </message>
        <message>
            <source>Jokers: your marble on hole {number}</source>
            <translation>Jokers: {number}. hanedeki bilyeniz</translation>
        </message>
        <message>
            <source>Jokers: your partner's marble in home {number}</source>
            <translation>Jokers: ortağınızın evde {number}. hanedeki bilyesi</translation>
        </message>
        <message>
            <source>Jokers: your partner's marble in start</source>
            <translation>Jokers: ortağınızın başlangıçtaki bilyesi</translation>
        </message>
        <message>
            <source>Jokers: your partner's marble on hole {number}</source>
            <translation>Jokers: ortağınızın {number}. hanedeki bilyesi</translation>
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
        <message numerus="yes">
            <source>%n of 5 home</source>
            <translation>
                <numerusform>evde %n/5</numerusform>
            </translation>
        </message>
        <message>
            <source>All ten of their marbles are home.</source>
            <translation>On bilyelerinin hepsi evde.</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>At</translation>
        </message>
        <message>
            <source>Discard the {card}? Press Discard.</source>
            <translation>Atılacak kart {card} mi? At düğmesine basın.</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>İpucu</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Sıra sizde değil.</translation>
        </message>
        <message>
            <source>Jokers board</source>
            <translation>Jokers tahtası</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Hamleler</translation>
        </message>
        <message>
            <source>Not there: {reason}.</source>
            <translation>Oraya olmaz: {reason}.</translation>
        </message>
        <message>
            <source>Pick a card from your hand first.</source>
            <translation>Önce elinizden bir kart seçin.</translation>
        </message>
        <message>
            <source>Pick a glowing marble, then one of the marked holes.</source>
            <translation>Parlayan bir bilye, sonra işaretli hanelerden birini seçin.</translation>
        </message>
        <message>
            <source>Pick again</source>
            <translation>Yeniden seç</translation>
        </message>
        <message>
            <source>Pick the card to discard first.</source>
            <translation>Önce atılacak kartı seçin.</translation>
        </message>
        <message>
            <source>See the board</source>
            <translation>Tahtayı gör</translation>
        </message>
        <message>
            <source>Start this turn's choice afresh</source>
            <translation>Bu turdaki seçime baştan başla</translation>
        </message>
        <message>
            <source>The {card} cannot move that marble: {reason}.</source>
            <translation>{card} o bilyeyi yürütemez: {reason}.</translation>
        </message>
        <message>
            <source>The {card} has no move: {reason}.</source>
            <translation>{card} ile hamle yok: {reason}.</translation>
        </message>
        <message>
            <source>What the strongest bot would play now</source>
            <translation>En güçlü botun şimdi oynayacağı hamle</translation>
        </message>
        <message>
            <source>With no play, discard the card picked</source>
            <translation>Hamle yoksa seçilen kartı at</translation>
        </message>
        <message>
            <source>You have a play: a play must be taken.</source>
            <translation>Bir hamleniz var: hamle yapılmalı.</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Eliniz</translation>
        </message>
        <message>
            <source>moves the partner's</source>
            <translation>ortağınkileri yürütür</translation>
        </message>
        <message>
            <source>{count} of 6 discards to come out</source>
            <translation>çıkış için atış {count}/6</translation>
        </message>
    </context>
    <context>
        <name>JokersTable</name>
        <message>
            <source>Move here</source>
            <translation>Buraya git</translation>
        </message>
        <message>
            <source>Move here ({steps})</source>
            <translation>Buraya git ({steps})</translation>
        </message>
        <message>
            <source>No card can be played: pick one to discard.</source>
            <translation>Hiçbir kart oynanamıyor: atmak için birini seçin.</translation>
        </message>
        <message>
            <source>Shuffling…</source>
            <translation>Karıştırılıyor…</translation>
        </message>
        <message>
            <source>This seat's marbles</source>
            <translation>Bu oyuncunun bilyeleri</translation>
        </message>
        <message>
            <source>You are thinking…</source>
            <translation>Düşünüyorsunuz…</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Eliniz</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Sıra sizde.</translation>
        </message>
        <message>
            <source>Your turn: pick a card.</source>
            <translation>Sıra sizde: bir kart seçin.</translation>
        </message>
        <message>
            <source>discards {count}</source>
            <translation>atılan {count}</translation>
        </message>
        <message>
            <source>stock {count}</source>
            <translation>deste {count}</translation>
        </message>
        <message>
            <source>{card}: pick a glowing marble.</source>
            <translation>{card}: parlayan bir bilye seçin.</translation>
        </message>
        <message>
            <source>{card}: pick where it goes (hover a mark to see the way).</source>
            <translation>{card}: nereye gideceğini seçin (yolu görmek için bir işaretin üzerine gelin).</translation>
        </message>
        <message>
            <source>{card}: the first marble moved {first}; now pick the second marble, to move {rest}.</source>
            <translation>{card}: ilk bilye {first} yürüdü; şimdi {rest} yürüyecek ikinci bilyeyi seçin.</translation>
        </message>
        <message>
            <source>{player} is thinking…</source>
            <translation>{player} düşünüyor…</translation>
        </message>
        <message>
            <source>{player}'s turn.</source>
            <translation>Sıra {player} oyuncusunda.</translation>
        </message>
    </context>
    <context>
        <name>LauncherPage</name>
        <message>
            <source>Choose a game</source>
            <translation>Bir oyun seçin</translation>
        </message>
        <message>
            <source>Players can join from their phones: in the new game, set Who to Phone for their seats.</source>
            <translation>Oyuncular telefonlarından katılabilir: yeni oyunda yerlerinin Kim seçimini Telefon yapın.</translation>
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
            <translation>{level}. seviyeyi siz kazandınız!</translation>
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
        <name>LocalTime</name>
        <message>
            <source>ddd d MMM yyyy HH:mm</source>
            <translation>d MMM yyyy ddd HH:mm</translation>
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
            <source>New n&amp;ight…</source>
            <translation>Yeni ge&amp;ce…</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Tercihler</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Devam et</translation>
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
            <source>The score history cannot be shown now: {reason}. Games are still kept as they are played; try again in a moment.</source>
            <translation>Skor geçmişi şu an gösterilemiyor: {reason}. Oyunlar oynandıkça yine kaydediliyor; birazdan tekrar deneyin.</translation>
        </message>
        <message>
            <source>There is no unfinished game to resume.</source>
            <translation>Devam edilecek yarım kalmış oyun yok.</translation>
        </message>
        <message>
            <source>This saved game cannot be resumed: {error}</source>
            <translation>Bu kayıtlı oyuna devam edilemiyor: {error}</translation>
        </message>
        <message>
            <source>Your preferences were not saved: {reason}. They apply until Game Night closes.</source>
            <translation>Tercihleriniz kaydedilemedi: {reason}. Game Night kapanana kadar geçerliler.</translation>
        </message>
        <message>
            <source>{game} is not built yet.</source>
            <translation>{game} henüz hazır değil.</translation>
        </message>
        <message>
            <source>{page} — Game Night</source>
            <translation>{page} — Game Night</translation>
        </message>
    </context>
    <context>
        <name>Match</name>
        <message>
            <source>action {index}: {reason}</source>
            <translation>{index}. hamle: {reason}</translation>
        </message>
        <message>
            <source>it is not a bot's turn</source>
            <translation>sıra bir botta değil</translation>
        </message>
        <message>
            <source>it is not {player}'s turn</source>
            <translation>sıra {player} oyuncusunda değil</translation>
        </message>
        <message>
            <source>no random event is due</source>
            <translation>şu an bekleyen bir şans adımı yok</translation>
        </message>
        <message>
            <source>the action cannot be read ({error})</source>
            <translation>hamle okunamıyor ({error})</translation>
        </message>
        <message>
            <source>there is nothing of yours to undo</source>
            <translation>geri alınacak bir hamleniz yok</translation>
        </message>
        <message>
            <source>this match has an explicit deal: enter the outcome</source>
            <translation>bu oyunun dağıtımı elle giriliyor: sonucu girin</translation>
        </message>
        <message>
            <source>{game} is not built yet</source>
            <translation>{game} henüz hazır değil</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <source>Not saved in the score history: {reason}. The game itself is saved; Game Night keeps trying.</source>
            <translation>Skor geçmişine kaydedilemedi: {reason}. Oyunun kendisi kaydedildi; Game Night denemeyi sürdürüyor.</translation>
        </message>
        <message>
            <source>Not saved: the game ({game}) and the score history ({history}). Game Night keeps trying; you can play on.</source>
            <translation>Kaydedilemedi: oyun ({game}) ve skor geçmişi ({history}). Game Night denemeyi sürdürüyor; oynamaya devam edebilirsiniz.</translation>
        </message>
        <message>
            <source>Not saved: {reason}, for the game and the score history. Game Night keeps trying; you can play on.</source>
            <translation>Kaydedilemedi: {reason}; oyun ve skor geçmişi için. Game Night denemeyi sürdürüyor; oynamaya devam edebilirsiniz.</translation>
        </message>
        <message>
            <source>Not saved: {reason}. Game Night keeps trying; you can play on.</source>
            <translation>Kaydedilemedi: {reason}. Game Night denemeyi sürdürüyor; oynamaya devam edebilirsiniz.</translation>
        </message>
        <message>
            <source>The score history caught up: every finished round is saved in it.</source>
            <translation>Skor geçmişi güncellendi: biten her tur ona kaydedildi.</translation>
        </message>
        <message>
            <source>The score history is locked by another program: its scores are waiting and are written as soon as it is free. The game itself is saved; play on.</source>
            <translation>Skor geçmişi başka bir program tarafından kilitli: puanlar bekliyor ve kilit kalkar kalkmaz yazılacak. Oyunun kendisi kaydedildi; oynamaya devam edin.</translation>
        </message>
        <message>
            <source>a hint is for your own turn</source>
            <translation>ipucu yalnızca kendi sıranızda alınır</translation>
        </message>
        <message>
            <source>no draw is due now</source>
            <translation>şu an çekiliş sırası değil</translation>
        </message>
        <message>
            <source>no hint this time: the bot could not decide ({error})</source>
            <translation>bu kez ipucu yok: bot karar veremedi ({error})</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>bilinmeyen bir neden</translation>
        </message>
        <message>
            <source>wait for the bot to move</source>
            <translation>botun oynamasını bekleyin</translation>
        </message>
        <message>
            <source>{name} (a bot) could not decide ({error}), so it made the first legal move</source>
            <translation>{name} (bot) karar veremedi ({error}), bu yüzden ilk geçerli hamleyi yaptı</translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <source>Merge</source>
            <translation>Birleştir</translation>
        </message>
        <message>
            <source>Merge {name} with someone</source>
            <translation>{name} adlı kişiyi biriyle birleştir</translation>
        </message>
        <message>
            <source>There is no one else to merge {name} with.</source>
            <translation>{name} adlı kişinin birleştirilebileceği başka kimse yok.</translation>
        </message>
        <message numerus="yes">
            <source>{name} and {other} become one person, {other}: the %n game(s) {name} played and any night {name} won count as {other}'s. {name} leaves the list of people; a game or a seat that says {name} finds {other} from now on. Nothing else changes: every game keeps its seats, scores and places. This cannot be undone.</source>
            <translation>
                <numerusform>{name} ve {other} tek kişi olur, {other}: {name} adlı kişinin oynadığı %n oyun ve {name} adlı kişinin kazandığı her gece {other} adlı kişinin sayılır. {name} kişiler listesinden çıkar; bundan sonra {name} diyen bir oyun ya da koltuk {other} adlı kişiyi bulur. Başka hiçbir şey değişmez: her oyun koltuklarını, puanlarını ve derecelerini korur. Bu geri alınamaz.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is</source>
            <translation>{name} aslında</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Oyun bitti.</translation>
        </message>
        <message>
            <source>Game over: You win.</source>
            <translation>Oyun bitti: Siz kazandınız.</translation>
        </message>
        <message>
            <source>Game over: {names} win.</source>
            <translation>Oyun bitti: {names} kazandı.</translation>
        </message>
        <message>
            <source>Game over: {names} wins.</source>
            <translation>Oyun bitti: {names} kazandı.</translation>
        </message>
        <message>
            <source>Nobody wins this round</source>
            <translation>Bu turu kimse kazanmadı</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>{number}. oyuncu</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Siz</translation>
        </message>
        <message>
            <source>You win the round!</source>
            <translation>Bu turu siz kazandınız!</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Siz kazandınız!</translation>
        </message>
        <message>
            <source>your move ({move})</source>
            <translation>hamleniz ({move})</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} ve {last}</translation>
        </message>
        <message>
            <source>{names} win the round!</source>
            <translation>Bu turu {names} kazandı!</translation>
        </message>
        <message>
            <source>{names} win!</source>
            <translation>{names} kazandı!</translation>
        </message>
        <message>
            <source>{names} wins the round!</source>
            <translation>Bu turu {names} kazandı!</translation>
        </message>
        <message>
            <source>{names} wins!</source>
            <translation>{names} kazandı!</translation>
        </message>
        <message>
            <source>{player}'s move ({move})</source>
            <translation>{player} adlı oyuncunun hamlesi ({move})</translation>
        </message>
        <message>
            <source>{points} pt</source>
            <translation>{points} puan</translation>
        </message>
        <message>
            <source>{points} pts</source>
            <translation>{points} puan</translation>
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
            <source>Team</source>
            <translation>Takım</translation>
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
            <source>Who: Phone seats a player on their own phone; they join by the link or QR code shown once the game starts.</source>
            <translation>Kim: Telefon, yere kendi telefonundan oynayan bir oyuncu koyar; oyuncu, oyun başlayınca gösterilen bağlantı ya da QR koduyla katılır.</translation>
        </message>
        <message>
            <source>random</source>
            <translation>rastgele</translation>
        </message>
    </context>
    <context>
        <name>NewNightDialog</name>
        <message>
            <source>Add a row</source>
            <translation>Satır ekle</translation>
        </message>
        <message>
            <source>Add at least one game to the program.</source>
            <translation>Programa en az bir oyun ekleyin.</translation>
        </message>
        <message>
            <source>Add at least one person who is here or on a phone.</source>
            <translation>Burada ya da telefonda olan en az bir kişi ekleyin.</translation>
        </message>
        <message>
            <source>Add people and games to see the points.</source>
            <translation>Puanları görmek için kişi ve oyun ekleyin.</translation>
        </message>
        <message>
            <source>At this machine</source>
            <translation>Bu bilgisayarda</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>Yok</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>Bot level</source>
            <translation>Bot seviyesi</translation>
        </message>
        <message>
            <source>Each game's winner gets a point (winners who tie get one each); a game a bot wins gives nobody a point.</source>
            <translation>Her oyunun kazananı bir puan alır (berabere kalan kazananların her biri birer puan alır); bir botun kazandığı oyun kimseye puan vermez.</translation>
        </message>
        <message>
            <source>How the night is scored</source>
            <translation>Gecenin puanlaması</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Ad</translation>
        </message>
        <message>
            <source>New night</source>
            <translation>Yeni gece</translation>
        </message>
        <message>
            <source>On a phone</source>
            <translation>Telefonda</translation>
        </message>
        <message>
            <source>Points for each place among the people at the table (bots are not ranked):</source>
            <translation>Masadaki kişiler arasında her sıranın puanı (botlar sıralamaya girmez):</translation>
        </message>
        <message>
            <source>Start the night</source>
            <translation>Geceyi başlat</translation>
        </message>
        <message>
            <source>The program</source>
            <translation>Program</translation>
        </message>
        <message>
            <source>Type each person's name: the people Game Night knows are offered as you type, and a new name becomes a new person. Bots fill seats; they are not ranked.</source>
            <translation>Her kişinin adını yazın: Game Night'ın tanıdığı kişiler siz yazdıkça önerilir, yeni bir ad yeni bir kişi olur. Botlar koltukları doldurur; sıralamaya girmezler.</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Nerede</translation>
        </message>
        <message>
            <source>Who is here</source>
            <translation>Kimler burada</translation>
        </message>
        <message numerus="yes">
            <source>{game}, %n person(s): {points}</source>
            <translation>
                <numerusform>{game}, %n kişi: {points}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NightBar</name>
        <message>
            <source>The night's standings, its program and the next game's seats; the game goes on meanwhile</source>
            <translation>Gecenin sıralaması, programı ve sıradaki oyunun koltukları; oyun bu arada sürer</translation>
        </message>
        <message>
            <source>The night…</source>
            <translation>Gece…</translation>
        </message>
    </context>
    <context>
        <name>NightChart</name>
        <message>
            <source>No game of the night was finished: the standings through the night appear here after the first.</source>
            <translation>Gecenin hiçbir oyunu bitmedi: gece boyunca sıralama, ilk oyun bitince burada görünür.</translation>
        </message>
        <message>
            <source>The night's standings</source>
            <translation>Gecenin sıralaması</translation>
        </message>
        <message>
            <source>game</source>
            <translation>oyun</translation>
        </message>
        <message>
            <source>points</source>
            <translation>puan</translation>
        </message>
    </context>
    <context>
        <name>NightController</name>
        <message>
            <source>Back to the night</source>
            <translation>Geceye dön</translation>
        </message>
        <message>
            <source>End the night</source>
            <translation>Geceyi bitir</translation>
        </message>
        <message>
            <source>New night</source>
            <translation>Yeni gece</translation>
        </message>
        <message>
            <source>Phones cannot join</source>
            <translation>Telefonlar katılamıyor</translation>
        </message>
        <message>
            <source>Start next game</source>
            <translation>Sıradaki oyunu başlat</translation>
        </message>
        <message>
            <source>The game being played is not finished: it does not count, and it is discarded. End the night now?</source>
            <translation>Oynanan oyun bitmedi: sayılmaz ve silinir. Gece şimdi bitirilsin mi?</translation>
        </message>
        <message>
            <source>The night cannot start: {reason}</source>
            <translation>Gece başlayamıyor: {reason}</translation>
        </message>
        <message>
            <source>The night could not be opened to phones: {error}. It is saved; resume it to try again.</source>
            <translation>Gece telefonlara açılamadı: {error}. Gece kaydedildi; yeniden denemek için ona devam edin.</translation>
        </message>
        <message>
            <source>The night could not be saved: {reason}. Game Night tries again at the next change.</source>
            <translation>Gece kaydedilemedi: {reason}. Game Night bir sonraki değişiklikte yeniden dener.</translation>
        </message>
    </context>
    <context>
        <name>NightCsv</name>
        <message>
            <source>game</source>
            <translation>oyun</translation>
        </message>
        <message>
            <source>game_number</source>
            <translation>oyun_no</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>tür</translation>
        </message>
        <message>
            <source>night_points</source>
            <translation>gece_puanı</translation>
        </message>
        <message>
            <source>person</source>
            <translation>kişi</translation>
        </message>
        <message>
            <source>place</source>
            <translation>sıra</translation>
        </message>
        <message>
            <source>placement</source>
            <translation>sıra</translation>
        </message>
        <message>
            <source>played</source>
            <translation>oynanan</translation>
        </message>
        <message>
            <source>player</source>
            <translation>oyuncu</translation>
        </message>
        <message>
            <source>points</source>
            <translation>puan</translation>
        </message>
        <message>
            <source>seat</source>
            <translation>koltuk</translation>
        </message>
        <message>
            <source>won</source>
            <translation>kazanılan</translation>
        </message>
    </context>
    <context>
        <name>NightEndPage</name>
        <message>
            <source>A PDF of the standings and of every game with its seats and result</source>
            <translation>Sıralamanın ve her oyunun koltukları ve sonucuyla bir PDF'i</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV dosyaları (*.csv)</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Bitti</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV olarak dışa aktar…</translation>
        </message>
        <message>
            <source>Export the night</source>
            <translation>Geceyi dışa aktar</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Oyun</translation>
        </message>
        <message>
            <source>No game of the night was finished.</source>
            <translation>Gecenin hiçbir oyunu bitmedi.</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF dosyaları (*.pdf)</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Kişi</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Sıra</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Oynanan</translation>
        </message>
        <message>
            <source>Players, by place</source>
            <translation>Oyuncular, sıraya göre</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puan</translation>
        </message>
        <message>
            <source>Print the night</source>
            <translation>Geceyi yazdır</translation>
        </message>
        <message>
            <source>Print the night…</source>
            <translation>Geceyi yazdır…</translation>
        </message>
        <message>
            <source>The night was not exported: {reason}.</source>
            <translation>Gece dışa aktarılamadı: {reason}.</translation>
        </message>
        <message>
            <source>The night was not printed: {reason}.</source>
            <translation>Gece yazdırılamadı: {reason}.</translation>
        </message>
        <message>
            <source>The standings and the games, for a spreadsheet</source>
            <translation>Sıralama ve oyunlar, bir hesap tablosu için</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Kazanılan</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Kazanan</translation>
        </message>
        <message>
            <source>being played</source>
            <translation>oynanıyor</translation>
        </message>
        <message>
            <source>not played</source>
            <translation>oynanmadı</translation>
        </message>
        <message>
            <source>{date} · {played} of {total} games played · {scoring}</source>
            <translation>{date} · {total} oyunun {played} tanesi oynandı · {scoring}</translation>
        </message>
        <message>
            <source>{place}. {player}</source>
            <translation>{place}. {player}</translation>
        </message>
    </context>
    <context>
        <name>NightPage</name>
        <message>
            <source> (bot)</source>
            <translation> (bot)</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Oyuna dön</translation>
        </message>
        <message>
            <source>End the night</source>
            <translation>Geceyi bitir</translation>
        </message>
        <message>
            <source>Every game of the program has been played: add one, or end the night.</source>
            <translation>Programdaki her oyun oynandı: bir oyun ekleyin ya da geceyi bitirin.</translation>
        </message>
        <message>
            <source>Fair seats again</source>
            <translation>Yeniden adil koltuklar</translation>
        </message>
        <message>
            <source>Game night</source>
            <translation>Oyun gecesi</translation>
        </message>
        <message>
            <source>Game {number} of {count} is being played: {game}.</source>
            <translation>{count} oyundan {number}. oynanıyor: {game}.</translation>
        </message>
        <message>
            <source>Game {number} of {count} is next: {game}.</source>
            <translation>{count} oyundan {number}. sırada: {game}.</translation>
        </message>
        <message>
            <source>Leave the night for now</source>
            <translation>Geceden şimdilik çık</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Kişi</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Telefon</translation>
        </message>
        <message>
            <source>Phones…</source>
            <translation>Telefonlar…</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Sıra</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Oynanan</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puan</translation>
        </message>
        <message>
            <source>Ready: {ready} ({count} of {phones}). The next game starts by itself once every phone person is ready.</source>
            <translation>Hazır: {ready} ({phones} kişiden {count}). Telefondaki herkes hazır olunca sıradaki oyun kendiliğinden başlar.</translation>
        </message>
        <message>
            <source>Seats: {seats}</source>
            <translation>Koltuklar: {seats}</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Sıralama</translation>
        </message>
        <message>
            <source>Start next game</source>
            <translation>Sıradaki oyunu başlat</translation>
        </message>
        <message>
            <source>The next game</source>
            <translation>Sıradaki oyun</translation>
        </message>
        <message>
            <source>The next game's seats are chosen once this game is over.</source>
            <translation>Sıradaki oyunun koltukları bu oyun bitince seçilir.</translation>
        </message>
        <message>
            <source>The night is saved: Game → Resume opens it again</source>
            <translation>Gece kaydedildi: Oyun → Kayıtlı oyuna devam et ile yeniden açılır</translation>
        </message>
        <message>
            <source>The program</source>
            <translation>Program</translation>
        </message>
        <message>
            <source>Those who sat out last play first, then those with the fewest games</source>
            <translation>Önce son oyunu izleyenler, sonra en az oyun oynayanlar oynar</translation>
        </message>
        <message>
            <source>Who sits in {game} ({fewest} players): the others watch.</source>
            <translation>{game} oyununa kimler katılıyor ({fewest} oyuncu): diğerleri izler.</translation>
        </message>
        <message>
            <source>Who sits in {game} ({fewest} to {most} players): the others watch.</source>
            <translation>{game} oyununa kimler katılıyor ({fewest}-{most} oyuncu): diğerleri izler.</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Kazanılan</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>henüz kimse</translation>
        </message>
        <message>
            <source>not ready yet</source>
            <translation>henüz hazır değil</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>hazır</translation>
        </message>
    </context>
    <context>
        <name>NightPrint</name>
        <message>
            <source>Game night, {date}</source>
            <translation>Oyun gecesi, {date}</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Oyunlar</translation>
        </message>
        <message>
            <source>Night's points</source>
            <translation>Gece puanı</translation>
        </message>
        <message>
            <source>No game was finished.</source>
            <translation>Hiçbir oyun bitmedi.</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Kişi</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Sıra</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Oynanan</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Oyuncu</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puan</translation>
        </message>
        <message>
            <source>Scored: {scoring}. {played} of {total} games played.</source>
            <translation>Puanlama: {scoring}. {total} oyunun {played} tanesi oynandı.</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Koltuk</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Sıralama</translation>
        </message>
        <message>
            <source>The printed night</source>
            <translation>Yazdırılan gece</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Kazanılan</translation>
        </message>
    </context>
    <context>
        <name>NightProgram</name>
        <message>
            <source>a file of its own</source>
            <translation>kendi dosyası</translation>
        </message>
        <message>
            <source>being played</source>
            <translation>oynanıyor</translation>
        </message>
        <message>
            <source>next</source>
            <translation>sıradaki</translation>
        </message>
        <message>
            <source>off</source>
            <translation>kapalı</translation>
        </message>
        <message>
            <source>on</source>
            <translation>açık</translation>
        </message>
        <message>
            <source>played</source>
            <translation>oynandı</translation>
        </message>
        <message>
            <source>{number}. {game}</source>
            <translation>{number}. {game}</translation>
        </message>
    </context>
    <context>
        <name>NightWords</name>
        <message numerus="yes">
            <source>%n person(s) watching</source>
            <translation>
                <numerusform>%n kişi izliyor</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n oyuncu</numerusform>
            </translation>
        </message>
        <message>
            <source>Champion of the night: {names}</source>
            <translation>Gecenin şampiyonu: {names}</translation>
        </message>
        <message>
            <source>Champions of the night, level: {names}</source>
            <translation>Gecenin şampiyonları, berabere: {names}</translation>
        </message>
        <message>
            <source>Everyone plays.</source>
            <translation>Herkes oynuyor.</translation>
        </message>
        <message>
            <source>Game {number} of {total}</source>
            <translation>Oyun {number} / {total}</translation>
        </message>
        <message>
            <source>Playing: {names}</source>
            <translation>Oynayanlar: {names}</translation>
        </message>
        <message>
            <source>The night is over</source>
            <translation>Gece bitti</translation>
        </message>
        <message>
            <source>Watching: {names}</source>
            <translation>İzleyenler: {names}</translation>
        </message>
        <message>
            <source>{game} — being played</source>
            <translation>{game} — oynanıyor</translation>
        </message>
        <message>
            <source>{game} — next</source>
            <translation>{game} — sırada</translation>
        </message>
        <message>
            <source>{game} — not finished</source>
            <translation>{game} — bitmedi</translation>
        </message>
        <message>
            <source>{game} — won by {winners}</source>
            <translation>{game} — kazanan: {winners}</translation>
        </message>
        <message>
            <source>{name} (bot)</source>
            <translation>{name} (bot)</translation>
        </message>
        <message>
            <source>{number}. {game}</source>
            <translation>{number}. {game}</translation>
        </message>
        <message>
            <source>{played} of {total} games played</source>
            <translation>{total} oyunun {played} tanesi oynandı</translation>
        </message>
    </context>
    <context>
        <name>NightsTab</name>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n oyun</numerusform>
            </translation>
        </message>
        <message>
            <source>Champion, or winner</source>
            <translation>Şampiyon ya da kazanan</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Oyunlar</translation>
        </message>
        <message>
            <source>No nights yet. A night (the same people through several games in one evening) appears here once it is played, with its games.</source>
            <translation>Henüz gece yok. Bir gece (aynı kişilerin bir akşam boyunca oynadığı birkaç oyun) oynandığında oyunlarıyla birlikte burada görünür.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Oyuncular</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Durum</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Ne zaman</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>bitti</translation>
        </message>
        <message>
            <source>in progress</source>
            <translation>sürüyor</translation>
        </message>
    </context>
    <context>
        <name>OkeyKeys</name>
        <message numerus="yes">
            <source>Okey: the stock, %n tile(s) left</source>
            <translation>
                <numerusform>Okey: orta, %n taş kaldı</numerusform>
            </translation>
        </message>
        <message>
            <source>Okey: {name}'s discards, empty</source>
            <translation>Okey: {name} oyuncusunun attıkları, boş</translation>
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
            <source>{tile}, the okey (wild)</source>
            <translation>{tile}, okey</translation>
        </message>
    </context>
    <context>
        <name>OkeyRoundEnd</name>
        <message>
            <source>&lt;b&gt;Game over.&lt;/b&gt; Points left: {points}.</source>
            <translation>&lt;b&gt;Oyun bitti.&lt;/b&gt; Kalan puanlar: {points}.</translation>
        </message>
        <message>
            <source>Nobody loses points.</source>
            <translation>Kimse puan kaybetmiyor.</translation>
        </message>
        <message>
            <source>The gosterge took the last points.</source>
            <translation>Gösterge son puanları da götürdü.</translation>
        </message>
        <message>
            <source>The stock ran out.</source>
            <translation>Ortada taş kalmadı.</translation>
        </message>
        <message>
            <source>{name} −{points}</source>
            <translation>{name} −{points}</translation>
        </message>
    </context>
    <context>
        <name>OkeyScreen</name>
        <message numerus="yes">
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n puan</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s) · dealer</source>
            <translation>
                <numerusform>%n puan · dağıtan</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Points left&lt;/b&gt; (the game ends when someone reaches 0)</source>
            <translation>&lt;b&gt;Kalan puanlar&lt;/b&gt; (biri 0'a inince oyun biter)</translation>
        </message>
        <message>
            <source>All tiles by number, then colour; the okeys last</source>
            <translation>Tüm taşlar önce sayıya, sonra renge göre; okeyler en sonda</translation>
        </message>
        <message>
            <source>Arrange pairs</source>
            <translation>Çifte diz</translation>
        </message>
        <message>
            <source>Arrange runs</source>
            <translation>Per diz</translation>
        </message>
        <message>
            <source>Before your first move: everyone else loses a point</source>
            <translation>İlk hamlenizden önce: diğer herkes bir puan kaybeder</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>Sonraki turu dağıt</translation>
        </message>
        <message>
            <source>Dealing the tiles…</source>
            <translation>Taşlar dağıtılıyor…</translation>
        </message>
        <message>
            <source>Group the sets and runs on your rack (your order is kept where it can be)</source>
            <translation>Istakanızdaki perleri bir araya getirir (sıranız olabildiğince korunur)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>İpucu</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Sıra sizde değil.</translation>
        </message>
        <message>
            <source>Okey table</source>
            <translation>Okey masası</translation>
        </message>
        <message>
            <source>One group per colour, numbers rising; the okeys last</source>
            <translation>Her renk bir grup, sayılar artan sırada; okeyler en sonda</translation>
        </message>
        <message>
            <source>Put identical tiles side by side</source>
            <translation>Aynı taşları yan yana koyar</translation>
        </message>
        <message>
            <source>Round {number}: nobody — {how}</source>
            <translation>{number}. tur: kimse — {how}</translation>
        </message>
        <message>
            <source>Round {number}: {name} — {how}</source>
            <translation>{number}. tur: {name} — {how}</translation>
        </message>
        <message>
            <source>Show the indicator's twin (gosterge)</source>
            <translation>Göstergenin eşini göster</translation>
        </message>
        <message>
            <source>Sort by colour</source>
            <translation>Renge göre diz</translation>
        </message>
        <message>
            <source>Sort by number</source>
            <translation>Sayıya göre diz</translation>
        </message>
        <message>
            <source>The round is over.</source>
            <translation>Tur bitti.</translation>
        </message>
        <message>
            <source>What the hard bot would do now</source>
            <translation>Zor bot şimdi ne yapardı</translation>
        </message>
        <message>
            <source>Your discards</source>
            <translation>Attıklarınız</translation>
        </message>
        <message numerus="yes">
            <source>Your discards (%n tile(s))</source>
            <translation>
                <numerusform>Attıklarınız (%n taş)</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Sıra sizde.</translation>
        </message>
        <message>
            <source>Your turn: discard a tile (double-click it or drag it onto your stack), or finish on the indicator.</source>
            <translation>Sıra sizde: bir taş atın (çift tıklayın ya da yığınınıza sürükleyin) veya göstergenin üstüne koyup bitirin.</translation>
        </message>
        <message>
            <source>Your turn: take a tile (click the stock or {name}'s discard).</source>
            <translation>Sıra sizde: bir taş alın (ortadan çekin ya da {name} oyuncusunun attığını yerden alın).</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} düşünüyor…</translation>
        </message>
        <message>
            <source>{name}'s discards</source>
            <translation>Atılanlar: {name}</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s discards (%n tile(s))</source>
            <translation>
                <numerusform>Atılanlar: {name} (%n taş)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s discards (%n tile(s)): take the top one</source>
            <translation>
                <numerusform>Atılanlar: {name} (%n taş) — üsttekini alın</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}'s turn.</source>
            <translation>Sıra {name} oyuncusunda.</translation>
        </message>
    </context>
    <context>
        <name>OkeyTable</name>
        <message>
            <source>Indicator</source>
            <translation>Gösterge</translation>
        </message>
        <message>
            <source>Okey: {tile}</source>
            <translation>Okey: {tile}</translation>
        </message>
        <message>
            <source>Stock: {count}</source>
            <translation>Orta: {count}</translation>
        </message>
        <message>
            <source>{caption}, oldest first: {tiles}</source>
            <translation>{caption}, en eskisi önce: {tiles}</translation>
        </message>
        <message>
            <source>{caption}: empty</source>
            <translation>{caption}: boş</translation>
        </message>
        <message>
            <source>{tile} — okey (wild)</source>
            <translation>{tile} — okey (her taşın yerine geçer)</translation>
        </message>
    </context>
    <context>
        <name>Option</name>
        <message>
            <source>Draw</source>
            <translation>Çekiliş</translation>
        </message>
        <message>
            <source>unknown option(s): {names}</source>
            <translation>bilinmeyen seçenek(ler): {names}</translation>
        </message>
        <message>
            <source>{label}: expected a file's text</source>
            <translation>{label}: bir dosyanın metni bekleniyordu</translation>
        </message>
        <message>
            <source>{label}: expected a whole number, got {value}</source>
            <translation>{label}: tam sayı bekleniyordu, gelen: {value}</translation>
        </message>
        <message>
            <source>{label}: expected on or off, got {value}</source>
            <translation>{label}: açık ya da kapalı bekleniyordu, gelen: {value}</translation>
        </message>
        <message>
            <source>{label}: {value} is not a step of {step} from {minimum}</source>
            <translation>{label}: {value}, {minimum} sayısından {step} adımlık bir değer değil</translation>
        </message>
        <message>
            <source>{label}: {value} is not one of the choices</source>
            <translation>{label}: {value} seçeneklerden biri değil</translation>
        </message>
        <message>
            <source>{label}: {value} is outside {minimum}-{maximum}</source>
            <translation>{label}: {value}, {minimum}-{maximum} aralığının dışında</translation>
        </message>
    </context>
    <context>
        <name>PassGate</name>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>Ben {name}: kartlarımı göster</translation>
        </message>
        <message>
            <source>I am {name}: show my rack</source>
            <translation>Ben {name}: ıstakamı göster</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>Cihazı {name} adlı oyuncuya verin</translation>
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
        <name>PeopleTab</name>
        <message>
            <source>No people yet. Everyone who plays a game here or on a phone is added to this list, with a colour and a symbol of their own.</source>
            <translation>Henüz kimse yok. Burada ya da bir telefonda oyun oynayan herkes, kendine ait bir renk ve simgeyle bu listeye eklenir.</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Kişiler</translation>
        </message>
    </context>
    <context>
        <name>PersonLook</name>
        <message>
            <source>{colour} {symbol}</source>
            <translation>{colour} {symbol}</translation>
        </message>
    </context>
    <context>
        <name>PersonPage</name>
        <message>
            <source>Against</source>
            <translation>Rakip</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tüm oyunlar</translation>
        </message>
        <message>
            <source>Average place</source>
            <translation>Ortalama derece</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>En uzun seri</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Renk</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Oyun</translation>
        </message>
        <message>
            <source>Games together</source>
            <translation>Birlikte oyun</translation>
        </message>
        <message>
            <source>Merge with…</source>
            <translation>Birleştir…</translation>
        </message>
        <message>
            <source>No finished game yet: the figures appear once a game is played to its end.</source>
            <translation>Henüz biten oyun yok: sayılar bir oyun sonuna kadar oynandığında görünür.</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Kişiler</translation>
        </message>
        <message>
            <source>Phone: the host's language</source>
            <translation>Telefon: ev sahibinin dili</translation>
        </message>
        <message>
            <source>Phone: {language}</source>
            <translation>Telefon: {language}</translation>
        </message>
        <message>
            <source>Placed better</source>
            <translation>Önde bitirdi</translation>
        </message>
        <message>
            <source>Placed worse</source>
            <translation>Geride bitirdi</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Oynanan</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Yeniden adlandır…</translation>
        </message>
        <message>
            <source>Same place</source>
            <translation>Aynı derece</translation>
        </message>
        <message>
            <source>Symbol</source>
            <translation>Simge</translation>
        </message>
        <message>
            <source>The language of this person's phone</source>
            <translation>Bu kişinin telefonunun dili</translation>
        </message>
        <message>
            <source>The same friend typed two ways: make the two one person</source>
            <translation>Aynı arkadaş iki farklı biçimde yazılmış: ikisini tek kişi yapın</translation>
        </message>
        <message>
            <source>Win share</source>
            <translation>Kazanma oranı</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Kazanılan</translation>
        </message>
        <message>
            <source>average place</source>
            <translation>ortalama derece</translation>
        </message>
        <message>
            <source>best streak</source>
            <translation>en uzun seri</translation>
        </message>
        <message>
            <source>games played</source>
            <translation>oynanan oyun</translation>
        </message>
        <message>
            <source>games won</source>
            <translation>kazanılan oyun</translation>
        </message>
        <message>
            <source>nights won</source>
            <translation>kazanılan gece</translation>
        </message>
        <message>
            <source>win share</source>
            <translation>kazanma oranı</translation>
        </message>
        <message>
            <source>{name} was not changed: {reason}.</source>
            <translation>{name} değiştirilmedi: {reason}.</translation>
        </message>
        <message>
            <source>{share}%</source>
            <translation>%{share}</translation>
        </message>
        <message>
            <source>{won} of {played}</source>
            <translation>{won} / {played}</translation>
        </message>
    </context>
    <context>
        <name>PhoneHosting</name>
        <message>
            <source>Phones at the table</source>
            <translation>Masadaki telefonlar</translation>
        </message>
        <message>
            <source>Phones cannot join</source>
            <translation>Telefonlar katılamıyor</translation>
        </message>
        <message>
            <source>Players can join from their own phones, on the same Wi-Fi as this computer: in the new-game dialog, set Who to Phone for their seats. Once the game starts, a window shows each phone seat's link and QR code to join by.</source>
            <translation>Oyuncular bu bilgisayarla aynı Wi-Fi ağındaki kendi telefonlarından katılabilir: yeni oyun penceresinde yerlerinin Kim seçimini Telefon yapın. Oyun başlayınca bir pencere, katılmak için her telefon yerinin bağlantısını ve QR kodunu gösterir.</translation>
        </message>
        <message>
            <source>Show each phone seat's link and QR code</source>
            <translation>Her telefon yerinin bağlantısını ve QR kodunu gösterir</translation>
        </message>
        <message>
            <source>The table could not be opened to phones: {error}. The game is saved; resume it to try again.</source>
            <translation>Masa telefonlara açılamadı: {error}. Oyun kaydedildi; yeniden denemek için oyuna devam edin.</translation>
        </message>
        <message>
            <source>This game has no phone seats: everyone plays here or is a bot. {how}</source>
            <translation>Bu oyunda telefon yeri yok: herkes burada oynuyor ya da bir bot. {how}</translation>
        </message>
        <message>
            <source>Why no phone can join now, and how players join from their phones</source>
            <translation>Şu an neden hiçbir telefonun katılamadığı ve oyuncuların telefonlarından nasıl katıldığı</translation>
        </message>
        <message>
            <source>another program holds the port</source>
            <translation>bağlantı noktasını başka bir program kullanıyor</translation>
        </message>
        <message>
            <source>the system does not allow this port (choose one above 1024 in Preferences)</source>
            <translation>sistem bu bağlantı noktasına izin vermiyor (Tercihler'de 1024'ün üstünde bir tane seçin)</translation>
        </message>
        <message>
            <source>the system said: {detail}</source>
            <translation>sistemin iletisi: {detail}</translation>
        </message>
        <message>
            <source>the table's server did not start in time</source>
            <translation>masanın sunucusu zamanında başlamadı</translation>
        </message>
        <message>
            <source>there is no network</source>
            <translation>ağ bağlantısı yok</translation>
        </message>
        <message>
            <source>this computer has no such network address (is it still connected?)</source>
            <translation>bu bilgisayarda böyle bir ağ adresi yok (ağa hâlâ bağlı mı?)</translation>
        </message>
    </context>
    <context>
        <name>PhoneServer</name>
        <message>
            <source>A hint is for your own turn.</source>
            <translation>İpucu yalnızca kendi sıranızda alınır.</translation>
        </message>
        <message>
            <source>A spectator watches the table: it cannot play.</source>
            <translation>İzleyici masayı yalnızca izler: oynayamaz.</translation>
        </message>
        <message>
            <source>Another phone has taken this seat.</source>
            <translation>Bu yeri başka bir telefon aldı.</translation>
        </message>
        <message>
            <source>Nothing was said in time: this connection is closed.</source>
            <translation>Zamanında hiçbir şey gönderilmedi: bu bağlantı kapatıldı.</translation>
        </message>
        <message>
            <source>That is not this table's code.</source>
            <translation>Bu, bu masanın kodu değil.</translation>
        </message>
        <message>
            <source>That message nests deeper than {depth} levels.</source>
            <translation>Bu mesaj {depth} düzeyden daha derin iç içe geçiyor.</translation>
        </message>
        <message>
            <source>That message was binary: the host reads JSON text only.</source>
            <translation>Bu mesaj ikili (binary) veriydi: ev sahibi yalnızca JSON metni okur.</translation>
        </message>
        <message>
            <source>That message was not JSON.</source>
            <translation>Bu mesaj JSON değildi.</translation>
        </message>
        <message>
            <source>That seat has joined already: ask the host for its link.</source>
            <translation>Bu yer zaten katıldı: ev sahibinden bağlantısını isteyin.</translation>
        </message>
        <message>
            <source>That seat is not played from a phone at this table.</source>
            <translation>Bu masada o yer telefondan oynanmıyor.</translation>
        </message>
        <message>
            <source>The first message must be a hello with the seat's link.</source>
            <translation>İlk mesaj, yerin bağlantısını taşıyan bir merhaba (hello) olmalıdır.</translation>
        </message>
        <message>
            <source>The game moved on before the hint was ready.</source>
            <translation>İpucu hazır olmadan oyun ilerledi.</translation>
        </message>
        <message>
            <source>The host does not know that message.</source>
            <translation>Ev sahibi bu mesajı tanımıyor.</translation>
        </message>
        <message>
            <source>The host gave this seat a new link.</source>
            <translation>Ev sahibi bu yere yeni bir bağlantı verdi.</translation>
        </message>
        <message>
            <source>The table is full: there is no room for another spectator.</source>
            <translation>Masa dolu: başka bir izleyiciye yer yok.</translation>
        </message>
        <message>
            <source>This link does not open a seat at this table (it may be old: ask the host for a new one).</source>
            <translation>Bu bağlantı bu masada bir yer açmıyor (eski olabilir: ev sahibinden yenisini isteyin).</translation>
        </message>
        <message>
            <source>Too many connections from this address were waiting to join: this one, waiting longest, is closed.</source>
            <translation>Bu adresten katılmayı bekleyen çok fazla bağlantı vardı: en uzun bekleyen bu bağlantı kapatıldı.</translation>
        </message>
        <message>
            <source>Too many joins from this address: try again in {seconds} s.</source>
            <translation>Bu adresten çok fazla katılma isteği geldi: {seconds} sn sonra yeniden deneyin.</translation>
        </message>
        <message>
            <source>Too many messages: disconnected.</source>
            <translation>Çok fazla mesaj: bağlantı kesildi.</translation>
        </message>
        <message>
            <source>Too many messages: this one was not read; slow down.</source>
            <translation>Çok fazla mesaj: bu mesaj okunmadı; lütfen yavaşlayın.</translation>
        </message>
        <message>
            <source>Too many wrong codes from this phone: wait a minute, or scan the QR code.</source>
            <translation>Bu telefondan çok fazla yanlış kod girildi: bir dakika bekleyin ya da QR kodunu okutun.</translation>
        </message>
    </context>
    <context>
        <name>PhoneTable</name>
        <message>
            <source>'ready' is true or false</source>
            <translation>'ready' true ya da false olur</translation>
        </message>
        <message>
            <source>You took a move back.</source>
            <translation>Bir hamlenizi geri aldınız.</translation>
        </message>
        <message>
            <source>a bot is playing your seat for now: ask the host to give it back</source>
            <translation>şimdilik yerinizde bir bot oynuyor: ev sahibinden yerinizi geri vermesini isteyin</translation>
        </message>
        <message>
            <source>an arrangement is a list of at most {places} places, each a piece or empty</source>
            <translation>bir dizilim en çok {places} yerlik bir listedir; her yerde bir taş vardır ya da yer boştur</translation>
        </message>
        <message>
            <source>no game is being played now</source>
            <translation>şu anda oynanan bir oyun yok</translation>
        </message>
        <message>
            <source>the host could not take that move now</source>
            <translation>masa bu hamleyi şu an alamadı</translation>
        </message>
        <message>
            <source>the next player has already played</source>
            <translation>sıradaki oyuncu çoktan oynadı</translation>
        </message>
        <message>
            <source>this table plays one game: there is no next game to be ready for</source>
            <translation>bu masada tek oyun oynanıyor: hazır olunacak bir sonraki oyun yok</translation>
        </message>
        <message>
            <source>you have no move to take back</source>
            <translation>geri alınacak hamleniz yok</translation>
        </message>
        <message>
            <source>you sit this game out: you are watching it</source>
            <translation>bu oyunda oynamıyorsunuz: oyunu izliyorsunuz</translation>
        </message>
        <message>
            <source>{move}: {reason}</source>
            <translation>{move}: {reason}</translation>
        </message>
        <message>
            <source>{piece} is in the arrangement twice</source>
            <translation>{piece} dizilimde iki kez var</translation>
        </message>
        <message>
            <source>{piece} is not one of your pieces</source>
            <translation>{piece} sizin taşlarınızdan biri değil</translation>
        </message>
        <message>
            <source>{player} took a move back.</source>
            <translation>{player} bir hamlesini geri aldı.</translation>
        </message>
    </context>
    <context>
        <name>PokenoKeys</name>
        <message>
            <source>Pokeno: board {board}</source>
            <translation>Pokeno: {board}. tahta</translation>
        </message>
        <message>
            <source>Pokeno: your board {board}, column {line}, {covered} of 5 covered</source>
            <translation>Pokeno: {board}. tahtanız, {line}. sütun, 5 kartın {covered} tanesi kapalı</translation>
        </message>
        <message>
            <source>Pokeno: your board {board}, column {line}, {hand}, {points}</source>
            <translation>Pokeno: {board}. tahtanız, {line}. sütun, {hand}, {points}</translation>
        </message>
        <message>
            <source>Pokeno: your board {board}, row {line}, {covered} of 5 covered</source>
            <translation>Pokeno: {board}. tahtanız, {line}. satır, 5 kartın {covered} tanesi kapalı</translation>
        </message>
        <message>
            <source>Pokeno: your board {board}, row {line}, {hand}, {points}</source>
            <translation>Pokeno: {board}. tahtanız, {line}. satır, {hand}, {points}</translation>
        </message>
        <message>
            <source>Pokeno: your board {board}, {card}</source>
            <translation>Pokeno: {board}. tahtanız, {card}</translation>
        </message>
        <message>
            <source>Pokeno: your board {board}, {card}, covered</source>
            <translation>Pokeno: {board}. tahtanız, {card}, kapalı</translation>
        </message>
        <message>
            <source>Pokeno: {card} on the called board</source>
            <translation>Pokeno: çekilenler tahtasında {card}</translation>
        </message>
        <message>
            <source>Pokeno: {card} on the called board, called</source>
            <translation>Pokeno: çekilenler tahtasında {card}, çekildi</translation>
        </message>
        <message>
            <source>Pokeno: {player}'s board {board}, column {line}, {covered} of 5 covered</source>
            <translation>Pokeno: {player} oyuncusunun {board}. tahtası, {line}. sütun, 5 kartın {covered} tanesi kapalı</translation>
        </message>
        <message>
            <source>Pokeno: {player}'s board {board}, column {line}, {hand}, {points}</source>
            <translation>Pokeno: {player} oyuncusunun {board}. tahtası, {line}. sütun, {hand}, {points}</translation>
        </message>
        <message>
            <source>Pokeno: {player}'s board {board}, row {line}, {covered} of 5 covered</source>
            <translation>Pokeno: {player} oyuncusunun {board}. tahtası, {line}. satır, 5 kartın {covered} tanesi kapalı</translation>
        </message>
        <message>
            <source>Pokeno: {player}'s board {board}, row {line}, {hand}, {points}</source>
            <translation>Pokeno: {player} oyuncusunun {board}. tahtası, {line}. satır, {hand}, {points}</translation>
        </message>
        <message>
            <source>Pokeno: {player}'s board {board}, {card}</source>
            <translation>Pokeno: {player} oyuncusunun {board}. tahtası, {card}</translation>
        </message>
        <message>
            <source>Pokeno: {player}'s board {board}, {card}, covered</source>
            <translation>Pokeno: {player} oyuncusunun {board}. tahtası, {card}, kapalı</translation>
        </message>
        <message>
            <source>The dice show {first} and {second}</source>
            <translation>Zarlar {first} ve {second} geldi</translation>
        </message>
        <message>
            <source>The die shows {value}</source>
            <translation>Zar {value} geldi</translation>
        </message>
        <message>
            <source>{card} called</source>
            <translation>{card} çekildi</translation>
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
            <translation>Turu başlatmak için zarları atın</translation>
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
            <translation>Sonraki tur için zarları atın</translation>
        </message>
        <message>
            <source>Roll the dice to start the round</source>
            <translation>Turu başlatmak için zarları atın</translation>
        </message>
        <message>
            <source>The called card shows here</source>
            <translation>Çağrılan kart burada görünür</translation>
        </message>
        <message>
            <source>You roll the two dice: tap what they show below</source>
            <translation>İki zarı siz atıyorsunuz: gösterdiklerine aşağıda dokunun</translation>
        </message>
        <message>
            <source>{player} rolls the two dice: tap what they show below</source>
            <translation>İki zarı {player} atıyor: gösterdiklerine aşağıda dokunun</translation>
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
            <translation>Orta</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Kapalı</translation>
        </message>
        <message>
            <source>Only my turn and the wins</source>
            <translation>Yalnızca sıram geldiğinde ve kazanıldığında</translation>
        </message>
        <message>
            <source>Play the tables' sounds (tiles, cards, dice, your turn, a win)</source>
            <translation>Masaların seslerini çal (taşlar, kartlar, zarlar, sıranız, kazanma)</translation>
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
            <source>Table sounds</source>
            <translation>Masa sesleri</translation>
        </message>
        <message>
            <source>The caller's console plays sounds too (its own choice; M at it)</source>
            <translation>Çekiliş konsolu da ses çalsın (kendi seçimi; orada M)</translation>
        </message>
        <message>
            <source>The port a table opened to phones listens on; the next free one if it is taken.</source>
            <translation>Telefonlara açılan masanın dinlediği port; doluysa sıradaki boş port.</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Ses düzeyi</translation>
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
        <name>ProgramEditor</name>
        <message>
            <source>Add</source>
            <translation>Ekle</translation>
        </message>
        <message>
            <source>Add the chosen game at the end of the program</source>
            <translation>Seçilen oyunu programın sonuna ekle</translation>
        </message>
        <message>
            <source>House rules of {game}</source>
            <translation>{game} masa kuralları</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Aşağı taşı</translation>
        </message>
        <message>
            <source>Move up</source>
            <translation>Yukarı taşı</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Çıkar</translation>
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
            <translation>Seyirci penceresi bunun arkasında açık: onu projeksiyonun ekranına sürükleyin ya da yansıtılan bir ekran için üzerinde Tam ekran (F11) düğmesine basın.</translation>
        </message>
        <message>
            <source>{screen} — the console's screen</source>
            <translation>{screen} — konsolun ekranı</translation>
        </message>
    </context>
    <context>
        <name>RenameDialog</name>
        <message>
            <source>Every game {name} played shows the new name; the games themselves do not change.</source>
            <translation>{name} adlı kişinin oynadığı her oyun yeni adı gösterir; oyunların kendisi değişmez.</translation>
        </message>
        <message>
            <source>New name</source>
            <translation>Yeni ad</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Yeniden adlandır</translation>
        </message>
        <message>
            <source>Rename {name}</source>
            <translation>{name} adlı kişiyi yeniden adlandır</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <source>A discarded game could not be marked abandoned in the history: {reason}.</source>
            <translation>Silinen bir oyun geçmişte bırakılmış olarak işaretlenemedi: {reason}.</translation>
        </message>
        <message>
            <source>A game could not be discarded: {reason}.</source>
            <translation>Bir oyun silinemedi: {reason}.</translation>
        </message>
        <message>
            <source>Caller's session</source>
            <translation>Çekiliş oturumu</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n game(s)…</source>
            <translation>
                <numerusform>%n oyunu sil…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Discard %n saved game(s)? The files go to the autosave trash folder and the score history marks the games abandoned.</source>
            <translation>
                <numerusform>%n kayıtlı oyun silinsin mi? Dosyalar otomatik kayıt çöp klasörüne taşınır ve skor geçmişi oyunları bırakılmış olarak işaretler.</numerusform>
            </translation>
        </message>
        <message>
            <source>Discard games</source>
            <translation>Oyunları sil</translation>
        </message>
        <message>
            <source>Discard…</source>
            <translation>Sil…</translation>
        </message>
        <message>
            <source>Game night</source>
            <translation>Oyun gecesi</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Sonra</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Devam et</translation>
        </message>
        <message>
            <source>Resume a game</source>
            <translation>Bir oyuna devam et</translation>
        </message>
        <message>
            <source>These games were not finished. Pick one to carry on where it stopped, or select several (Ctrl or Shift) to discard them.</source>
            <translation>Bu oyunlar bitmedi. Kaldığı yerden sürdürmek için birini seçin ya da silmek için birkaçını seçin (Ctrl veya Shift).</translation>
        </message>
        <message>
            <source>bots only</source>
            <translation>yalnızca botlar</translation>
        </message>
        <message>
            <source>caller console</source>
            <translation>çekiliş konsolu</translation>
        </message>
        <message>
            <source>caller console, live caller</source>
            <translation>çekiliş konsolu, canlı çekici</translation>
        </message>
        <message>
            <source>cannot be resumed: {reason}</source>
            <translation>sürdürülemez: {reason}</translation>
        </message>
        <message>
            <source>every game played</source>
            <translation>her oyun oynandı</translation>
        </message>
        <message>
            <source>game {number} of {count}: {game}, {progress}</source>
            <translation>oyun {number} / {count}: {game}, {progress}</translation>
        </message>
        <message numerus="yes">
            <source>hot-seat, %n player(s)</source>
            <translation>
                <numerusform>sırayla tek cihaz, %n oyuncu</numerusform>
            </translation>
        </message>
        <message>
            <source>last played {last}, started {started}</source>
            <translation>son oynanış {last}, başlangıç {started}</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>{round}. tur</translation>
        </message>
        <message>
            <source>round {round}, call {call}</source>
            <translation>{round}. tur, {call}. çekiliş</translation>
        </message>
        <message>
            <source>solo</source>
            <translation>tek kişi</translation>
        </message>
        <message>
            <source>started {started}</source>
            <translation>başlangıç {started}</translation>
        </message>
        <message>
            <source>{done} of {count} games played, next: {game}</source>
            <translation>{count} oyunun {done} tanesi oynandı, sıradaki: {game}</translation>
        </message>
    </context>
    <context>
        <name>RoundLogDialog</name>
        <message>
            <source>Nothing has happened in this round yet.</source>
            <translation>Bu turda henüz bir şey olmadı.</translation>
        </message>
        <message>
            <source>Round log</source>
            <translation>Turun kaydı</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules — {game}</source>
            <translation>Kurallar — {game}</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Left</source>
            <translation>Kalan</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>{number}. tur</translation>
        </message>
        <message>
            <source>R{number}</source>
            <translation>T{number}</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Başlangıç</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Toplam</translation>
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
        <name>SeatMessages</name>
        <message>
            <source>it is not your turn</source>
            <translation>sıra sizde değil</translation>
        </message>
        <message>
            <source>that is not a move of {game}: {error}</source>
            <translation>bu, {game} oyununun bir hamlesi değil: {error}</translation>
        </message>
        <message>
            <source>that move is not allowed now</source>
            <translation>bu hamleye şu an izin yok</translation>
        </message>
        <message>
            <source>the cards or dice decide now, not a player</source>
            <translation>şimdi oyuncu değil, kartlar ya da zarlar karar veriyor</translation>
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
            <source>No one is called this yet: a new person of this name is added when the game starts.</source>
            <translation>Henüz bu adda kimse yok: oyun başladığında bu adla yeni bir kişi eklenir.</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Orta</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Telefon</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Koltuk {number}</translation>
        </message>
        <message>
            <source>new</source>
            <translation>yeni</translation>
        </message>
    </context>
    <context>
        <name>Sentences</name>
        <message>
            <source>{first} {second}</source>
            <translation>{first} {second}</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Game {number} of {count}, next: {game}</source>
            <translation>Oyun {number} / {count}, sıradaki: {game}</translation>
        </message>
        <message>
            <source>Game {number}, {game}: {winners}</source>
            <translation>{number}. oyun, {game}: {winners}</translation>
        </message>
        <message>
            <source>No game of the session was finished.</source>
            <translation>Oturumun hiçbir oyunu bitirilmedi.</translation>
        </message>
        <message>
            <source>Print the session report</source>
            <translation>Oturum raporunu yazdır</translation>
        </message>
        <message>
            <source>Projector window</source>
            <translation>Projeksiyon penceresi</translation>
        </message>
        <message>
            <source>Session: standings and game {number} of {count}</source>
            <translation>Oturum: sıralama ve oyun {number} / {count}</translation>
        </message>
        <message>
            <source>Session: the final standings</source>
            <translation>Oturum: son sıralama</translation>
        </message>
        <message>
            <source>Start game {number} of {count}: {game}</source>
            <translation>Oyun {number} / {count} başlasın: {game}</translation>
        </message>
        <message>
            <source>The session could not be saved ({reason}); it is tried again at its next change.</source>
            <translation>Oturum kaydedilemedi ({reason}); bir sonraki değişiklikte yeniden denenecek.</translation>
        </message>
        <message>
            <source>You win the session!</source>
            <translation>Oturumu siz kazandınız!</translation>
        </message>
        <message>
            <source>{names} win the session!</source>
            <translation>Oturumu {names} kazandı!</translation>
        </message>
        <message>
            <source>{names} wins the session!</source>
            <translation>Oturumu {names} kazandı!</translation>
        </message>
        <message>
            <source>{place}. {symbol} {name}: {points}</source>
            <translation>{place}. {symbol} {name}: {points}</translation>
        </message>
    </context>
    <context>
        <name>SessionBox</name>
        <message>
            <source>A session has two games or more: add a game to it, or untick it for one game.</source>
            <translation>Bir oturumda iki ya da daha fazla oyun olur: bir oyun ekleyin ya da tek oyun için işareti kaldırın.</translation>
        </message>
        <message>
            <source>A session of several games with these players</source>
            <translation>Bu oyuncularla birkaç oyunluk bir oturum</translation>
        </message>
        <message>
            <source>Each game's winners get a point; bots are not ranked.</source>
            <translation>Her oyunun kazananları bir puan alır; botlar sıralamaya girmez.</translation>
        </message>
        <message>
            <source>In a session everyone plays at the console: choose Human or Bot for every seat.</source>
            <translation>Bir oturumda herkes konsolda oynar: her yer için İnsan ya da Bot seçin.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Puanlama</translation>
        </message>
        <message>
            <source>The console plays these games one after another with everyone above, keeps the session's standings and shows them on the projector between games. The first game is this one, with the house rules above.</source>
            <translation>Konsol bu oyunları yukarıdaki herkesle art arda oynatır, oturumun sıralamasını tutar ve oyunlar arasında projeksiyonda gösterir. İlk oyun, yukarıdaki masa kurallarıyla bu oyundur.</translation>
        </message>
        <message>
            <source>With {count} players the places score {points} (1st, 2nd, ...); bots are not ranked.</source>
            <translation>{count} oyuncuyla dereceler {points} puan alır (1., 2., ...); botlar sıralamaya girmez.</translation>
        </message>
    </context>
    <context>
        <name>SessionPage</name>
        <message>
            <source>Back to the games</source>
            <translation>Oyunlara dön</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Oyun</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Oyunlar</translation>
        </message>
        <message>
            <source>Games played: {played} of {count}</source>
            <translation>Oynanan oyunlar: {played} / {count}</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Derece</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Oynadı</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Oyuncu</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puan</translation>
        </message>
        <message>
            <source>Print the session report (PDF)…</source>
            <translation>Oturum raporunu yazdır (PDF)…</translation>
        </message>
        <message>
            <source>Projector window for the audience…</source>
            <translation>Seyirciler için projeksiyon penceresi…</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Sıralama</translation>
        </message>
        <message>
            <source>The session is kept: Resume brings it back</source>
            <translation>Oturum saklanır: Devam et onu geri getirir</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Kazananlar</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Kazandı</translation>
        </message>
        <message>
            <source>being played</source>
            <translation>oynanıyor</translation>
        </message>
        <message>
            <source>next</source>
            <translation>sıradaki</translation>
        </message>
        <message>
            <source>to come</source>
            <translation>daha sonra</translation>
        </message>
    </context>
    <context>
        <name>SessionProjector</name>
        <message>
            <source>Game Night session — projector</source>
            <translation>Game Night oturumu — projeksiyon</translation>
        </message>
        <message>
            <source>No game finished yet</source>
            <translation>Henüz biten oyun yok</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Sıralama</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Kazananlar</translation>
        </message>
        <message>
            <source>Winners so far</source>
            <translation>Şimdiye kadarki kazananlar</translation>
        </message>
    </context>
    <context>
        <name>SessionReport</name>
        <message>
            <source>Game {number} of {count}: {game}</source>
            <translation>Oyun {number} / {count}: {game}</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Kazanılan oyun</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Derece</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Oyuncu</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puan</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Skor</translation>
        </message>
        <message>
            <source>Session of {date}</source>
            <translation>{date} oturumu</translation>
        </message>
        <message>
            <source>Session points</source>
            <translation>Oturum puanı</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Sıralama</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>At every table: its sounds on or off</source>
            <translation>Her masada: masanın seslerini açar ya da kapatır</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Klavye kısayolları</translation>
        </message>
        <message>
            <source>{game}: {what}</source>
            <translation>{game}: {what}</translation>
        </message>
    </context>
    <context>
        <name>Sound</name>
        <message>
            <source>Checking the sound output…</source>
            <translation>Ses çıkışı deneniyor…</translation>
        </message>
        <message>
            <source>No sound on this computer: {reason}.</source>
            <translation>Bu bilgisayarda ses yok: {reason}.</translation>
        </message>
        <message>
            <source>Sounds play on this computer.</source>
            <translation>Sesler bu bilgisayarda çalınıyor.</translation>
        </message>
        <message>
            <source>The sound server ({engine}) gave no answer within {seconds} seconds; it may be hung.</source>
            <translation>Ses sunucusu ({engine}) {seconds} saniye içinde yanıt vermedi; takılmış olabilir.</translation>
        </message>
        <message>
            <source>The sound worker did not start within {seconds} seconds.</source>
            <translation>Ses işlemi {seconds} saniye içinde başlamadı.</translation>
        </message>
        <message>
            <source>The sound worker ended with exit code {code}.</source>
            <translation>Ses işlemi {code} çıkış koduyla sona erdi.</translation>
        </message>
        <message>
            <source>The system said: {detail}</source>
            <translation>Sistemin iletisi: {detail}</translation>
        </message>
        <message>
            <source>the sound output stopped</source>
            <translation>ses çıkışı durdu</translation>
        </message>
        <message>
            <source>the sound server could not be reached</source>
            <translation>ses sunucusuna ulaşılamadı</translation>
        </message>
        <message>
            <source>the sound server did not answer</source>
            <translation>ses sunucusu yanıt vermedi</translation>
        </message>
        <message>
            <source>the sound worker did not start</source>
            <translation>ses işlemi başlamadı</translation>
        </message>
        <message>
            <source>this system has no sound output Game Night can use</source>
            <translation>bu sistemde Game Night'ın kullanabileceği bir ses çıkışı yok</translation>
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
            <source>On Linux: install speech-dispatcher.</source>
            <translation>Linux'ta: speech-dispatcher'ı kurun.</translation>
        </message>
        <message>
            <source>Spoken calls are available.</source>
            <translation>Çağrılar sesli okunabilir.</translation>
        </message>
        <message>
            <source>The engine gave no reason.</source>
            <translation>Konuşma motoru bir neden bildirmedi.</translation>
        </message>
        <message>
            <source>The speech worker did not start within {seconds} seconds.</source>
            <translation>Konuşma işlemi {seconds} saniye içinde başlamadı.</translation>
        </message>
        <message>
            <source>The speech worker ended with exit code {code}.</source>
            <translation>Konuşma işlemi {code} çıkış koduyla sona erdi.</translation>
        </message>
        <message>
            <source>The system said: {detail}</source>
            <translation>Sistemin iletisi: {detail}</translation>
        </message>
        <message>
            <source>The {engine} engine gave no answer within {seconds} seconds; its service (speech-dispatcher on Linux) may be hung.</source>
            <translation>{engine} motoru {seconds} saniye içinde yanıt vermedi; hizmeti (Linux'ta speech-dispatcher) takılmış olabilir.</translation>
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
        <name>StandingsBand</name>
        <message>
            <source>+{count}</source>
            <translation>+{count}</translation>
        </message>
        <message>
            <source>{place}. {name} ({look}): {points} points, {played} played, {won} won</source>
            <translation>{place}. {name} ({look}): {points} puan, {played} oynanan, {won} kazanılan</translation>
        </message>
        <message>
            <source>{place}. {name} {points}</source>
            <translation>{place}. {name} {points}</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Game night</source>
            <translation>Oyun gecesi</translation>
        </message>
        <message>
            <source>Game night · {progress}</source>
            <translation>Oyun gecesi · {progress}</translation>
        </message>
        <message>
            <source>Next: {game}</source>
            <translation>Sırada: {game}</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Oynanan</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puan</translation>
        </message>
        <message>
            <source>Program</source>
            <translation>Gecenin programı</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Hazır</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Kazanılan</translation>
        </message>
        <message>
            <source>ready for the next game</source>
            <translation>sonraki oyuna hazır</translation>
        </message>
        <message>
            <source>{first}–{last} of {count}</source>
            <translation>{first}–{last} / {count}</translation>
        </message>
    </context>
    <context>
        <name>TableSounds</name>
        <message>
            <source>Sounds off (M switches them on).</source>
            <translation>Sesler kapalı (M ile açılır).</translation>
        </message>
        <message>
            <source>Sounds on (M switches them off).</source>
            <translation>Sesler açık (M ile kapanır).</translation>
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
        <name>TvBand</name>
        <message>
            <source>Just now</source>
            <translation>Az önce</translation>
        </message>
        <message>
            <source>Nothing has happened yet.</source>
            <translation>Henüz bir şey olmadı.</translation>
        </message>
        <message>
            <source>{player} to play</source>
            <translation>Sıra {player} adlı oyuncuda</translation>
        </message>
    </context>
    <context>
        <name>TvTable</name>
        <message>
            <source>Game night — TV table</source>
            <translation>Oyun gecesi — TV masası</translation>
        </message>
        <message>
            <source>TV table</source>
            <translation>TV masası</translation>
        </message>
        <message>
            <source>The TV table is open behind this window: drag it to the TV's screen, or press Full screen (F11) on it for a mirrored screen.</source>
            <translation>TV masası bu pencerenin arkasında açık: onu TV'nin ekranına sürükleyin ya da yansıtılmış ekran için üzerinde Tam ekran (F11) tuşuna basın.</translation>
        </message>
        <message>
            <source>The TV table was not opened.</source>
            <translation>TV masası açılmadı.</translation>
        </message>
        <message>
            <source>{game} · the table</source>
            <translation>{game} · masa</translation>
        </message>
        <message>
            <source>{game} — TV table</source>
            <translation>{game} — TV masası</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>Undo</source>
            <translation>Geri al</translation>
        </message>
        <message>
            <source>Undo {move}</source>
            <translation>Geri al: {move}</translation>
        </message>
        <message>
            <source>Undo {move} for {player}</source>
            <translation>{player} için geri al: {move}</translation>
        </message>
        <message>
            <source>Undo {move}?</source>
            <translation>Geri alınsın mı: {move}?</translation>
        </message>
        <message numerus="yes">
            <source>Undo {move}? This reopens %n finished round(s) and takes their scores out of the score history.</source>
            <translation>
                <numerusform>Geri alınsın mı: {move}? Bu, biten %n turu yeniden açar ve puanlarını skor geçmişinden çıkarır.</numerusform>
            </translation>
        </message>
        <message>
            <source>{undo}?</source>
            <translation>{undo}?</translation>
        </message>
        <message numerus="yes">
            <source>{undo}? This reopens %n finished round(s) and takes their scores out of the score history.</source>
            <translation>
                <numerusform>{undo}? Bu, biten %n turu yeniden açar ve puanlarını skor geçmişinden çıkarır.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>cards</name>
        <message>
            <source>Ace</source>
            <translation>as</translation>
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
            <translation>vale</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>King</source>
            <translation>papaz</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>kız</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Maça</translation>
        </message>
        <message>
            <source>{rank} of Clubs</source>
            <translation>sinek {rank}</translation>
        </message>
        <message>
            <source>{rank} of Diamonds</source>
            <translation>karo {rank}</translation>
        </message>
        <message>
            <source>{rank} of Hearts</source>
            <translation>kupa {rank}</translation>
        </message>
        <message>
            <source>{rank} of Spades</source>
            <translation>maça {rank}</translation>
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
        <name>engine</name>
        <message>
            <source>A deal, a draw or a roll comes next.</source>
            <translation>Sırada bir dağıtım, çekiliş ya da zar atışı var.</translation>
        </message>
        <message>
            <source>that is not a legal move now</source>
            <translation>bu şu an geçerli bir hamle değil</translation>
        </message>
        <message>
            <source>that is not a possible outcome now</source>
            <translation>bu şu an olası bir sonuç değil</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>oyun bitti</translation>
        </message>
    </context>
    <context>
        <name>files</name>
        <message>
            <source>a colon is missing</source>
            <translation>iki nokta üst üste eksik</translation>
        </message>
        <message>
            <source>a comma is missing</source>
            <translation>virgül eksik</translation>
        </message>
        <message>
            <source>a game in it seats someone who is not one of its people: {entry}</source>
            <translation>içindeki bir oyunda gecenin kişilerinden olmayan biri oturuyor: {entry}</translation>
        </message>
        <message>
            <source>a name in double quotes is missing</source>
            <translation>çift tırnak içinde bir ad eksik</translation>
        </message>
        <message>
            <source>a seat in it is not an object with a name and a kind</source>
            <translation>içindeki bir koltuk, adı ve türü olan bir nesne değil</translation>
        </message>
        <message>
            <source>a text holds a broken \ escape</source>
            <translation>bir metinde bozuk bir \ kaçış dizisi var</translation>
        </message>
        <message>
            <source>a text holds a broken \u escape</source>
            <translation>bir metinde bozuk bir \u kaçış dizisi var</translation>
        </message>
        <message>
            <source>a text holds a control character</source>
            <translation>bir metin bir denetim karakteri içeriyor</translation>
        </message>
        <message>
            <source>a text is not closed by a double quote</source>
            <translation>bir metin çift tırnakla kapatılmamış</translation>
        </message>
        <message>
            <source>a value is missing</source>
            <translation>bir değer eksik</translation>
        </message>
        <message>
            <source>an action in it is not a JSON object</source>
            <translation>içindeki bir hamle JSON nesnesi değil</translation>
        </message>
        <message>
            <source>an entry of its log is not a JSON object</source>
            <translation>günlüğündeki bir kayıt JSON nesnesi değil</translation>
        </message>
        <message>
            <source>it has a bad bot level in a seat: {seat}</source>
            <translation>bir koltukta geçersiz bir bot seviyesi var: {seat}</translation>
        </message>
        <message>
            <source>it has a bad entry in its '{name}': {entry}</source>
            <translation>'{name}' alanında geçersiz bir kayıt var: {entry}</translation>
        </message>
        <message>
            <source>it has a bad person in a seat: {seat}</source>
            <translation>bir koltukta geçersiz bir kişi var: {seat}</translation>
        </message>
        <message>
            <source>it has a bad seat: {seat}</source>
            <translation>geçersiz bir koltuk var: {seat}</translation>
        </message>
        <message>
            <source>it has no '{name}'</source>
            <translation>'{name}' alanı yok</translation>
        </message>
        <message>
            <source>it has no seats</source>
            <translation>hiç koltuğu yok</translation>
        </message>
        <message>
            <source>it has no version number</source>
            <translation>sürüm numarası yok</translation>
        </message>
        <message>
            <source>it holds a number too big to be real ({digits}...)</source>
            <translation>gerçek olamayacak kadar büyük bir sayı içeriyor ({digits}...)</translation>
        </message>
        <message>
            <source>it holds {name}, which is not a number</source>
            <translation>{name} içeriyor; bu bir sayı değil</translation>
        </message>
        <message>
            <source>it is damaged ({problem})</source>
            <translation>bozuk ({problem})</translation>
        </message>
        <message>
            <source>it is damaged: nested more than {limit} levels deep</source>
            <translation>bozuk: {limit} düzeyden daha derin iç içe geçmiş</translation>
        </message>
        <message>
            <source>it is damaged: not valid JSON, {problem} at line {line}</source>
            <translation>bozuk: geçerli JSON değil, {line}. satırda {problem}</translation>
        </message>
        <message>
            <source>it is damaged: {key} is given twice</source>
            <translation>bozuk: {key} iki kez verilmiş</translation>
        </message>
        <message>
            <source>it is not a game saved by Game Night</source>
            <translation>Game Night ile kaydedilmiş bir oyun değil</translation>
        </message>
        <message>
            <source>it is not a night saved by Game Night</source>
            <translation>Game Night ile kaydedilmiş bir gece değil</translation>
        </message>
        <message>
            <source>it is too big ({size} characters; at most {limit} are read)</source>
            <translation>çok büyük ({size} karakter; en çok {limit} karakter okunur)</translation>
        </message>
        <message>
            <source>it is version {version}, made by a newer Game Night; this one reads up to {known}</source>
            <translation>{version}. sürüm, daha yeni bir Game Night ile yapılmış; bu Game Night en fazla {known}. sürümü okuyabiliyor</translation>
        </message>
        <message>
            <source>it names {entry} twice</source>
            <translation>{entry} iki kez geçiyor</translation>
        </message>
        <message>
            <source>it was made by a newer Game Night: this version has no game '{game}'</source>
            <translation>daha yeni bir Game Night ile yapılmış: bu sürümde '{game}' adlı bir oyun yok</translation>
        </message>
        <message>
            <source>its 'created' is not a date and time</source>
            <translation>'created' alanı bir tarih ve saat değil</translation>
        </message>
        <message>
            <source>its 'user_draws' names actions it does not have</source>
            <translation>'user_draws' alanı, içinde olmayan hamleleri gösteriyor</translation>
        </message>
        <message>
            <source>its '{name}' has the wrong type</source>
            <translation>'{name}' alanının türü yanlış</translation>
        </message>
        <message>
            <source>its game id is not a plain id (1 to 64 letters, digits, '-' or '_')</source>
            <translation>oyun kimliği düz bir kimlik değil (1 ile 64 arası harf, rakam, '-' ya da '_')</translation>
        </message>
        <message>
            <source>its games do not follow its program</source>
            <translation>oyunları programına uymuyor</translation>
        </message>
        <message>
            <source>its match id is not a plain id (1 to 64 letters, digits, '-' or '_')</source>
            <translation>maç kimliği düz bir kimlik değil (1 ile 64 arası harf, rakam, '-' ya da '_')</translation>
        </message>
        <message>
            <source>its phone table's keys are not the kind this version makes</source>
            <translation>telefon masasının anahtarları bu sürümün oluşturduğu türden değil</translation>
        </message>
        <message>
            <source>its version ({version}) is unknown</source>
            <translation>sürümü ({version}) bilinmiyor</translation>
        </message>
        <message>
            <source>more follows the end of the data</source>
            <translation>verinin sonundan sonra başka şeyler var</translation>
        </message>
        <message>
            <source>{game} has no bot level '{level}' in this version (the level of {player})</source>
            <translation>bu sürümde {game} oyununda '{level}' bot seviyesi yok ({player} adlı oyuncunun seviyesi)</translation>
        </message>
        <message>
            <source>{player} is a bot without a level</source>
            <translation>{player} seviyesi olmayan bir bot</translation>
        </message>
    </context>
    <context>
        <name>goker</name>
        <message>
            <source>&amp;Goker pattern reference</source>
            <translation>&amp;Goker desen rehberi</translation>
        </message>
        <message>
            <source>4x4</source>
            <translation>4x4</translation>
        </message>
        <message>
            <source>A 75-ball bingo draw played with a deck of cards that carry bingo grids.</source>
            <translation>Tombala ızgaraları taşıyan bir kart destesiyle oynanan 75 toplu bir tombala çekilişi.</translation>
        </message>
        <message>
            <source>Call {call} comes next: level {level} ends at call {end}.</source>
            <translation>Sırada {call}. çekiş var: {level}. seviye {end}. çekişte biter.</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Kartlar</translation>
        </message>
        <message>
            <source>Coin-flip grace (s)</source>
            <translation>Yazı-tura süresi (sn)</translation>
        </message>
        <message>
            <source>Deal the cards in the app, or play with a physical Goker deck.</source>
            <translation>Kartları uygulama dağıtsın ya da gerçek bir Goker destesiyle oynayın.</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Deste</translation>
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
            <source>Goker wild cards</source>
            <translation>Goker joker kartları</translation>
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
            <source>Level 1 ends after call</source>
            <translation>1. seviye şu çekilişten sonra biter</translation>
        </message>
        <message>
            <source>Level 2 ends after call</source>
            <translation>2. seviye şu çekilişten sonra biter</translation>
        </message>
        <message>
            <source>Level 3 ends after call</source>
            <translation>3. seviye şu çekilişten sonra biter</translation>
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
            <source>Live caller: tap in the numbers</source>
            <translation>Canlı çekici: sayıları dokunarak girin</translation>
        </message>
        <message>
            <source>Multiple of 5.</source>
            <translation>5'in katı.</translation>
        </message>
        <message>
            <source>Multiple of 5; above 65 most cards fill up.</source>
            <translation>5'in katı; 65'in üstünde kartların çoğu dolar.</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Yok</translation>
        </message>
        <message>
            <source>One</source>
            <translation>Bir</translation>
        </message>
        <message>
            <source>Physical cards at the table</source>
            <translation>Masada gerçek kartlar</translation>
        </message>
        <message>
            <source>Points for a guess</source>
            <translation>Bir tahminin puanı</translation>
        </message>
        <message>
            <source>Rapid Start</source>
            <translation>Hızlı başlangıç</translation>
        </message>
        <message>
            <source>Seconds to call GOKER on a round's 5th ball before the coin flip ends.</source>
            <translation>Bir turun 5. topunda yazı-tura bitmeden GOKER demek için saniye.</translation>
        </message>
        <message>
            <source>The app deals</source>
            <translation>Uygulama dağıtır</translation>
        </message>
        <message>
            <source>The app draws</source>
            <translation>Uygulama çeker</translation>
        </message>
        <message>
            <source>The built-in deck, or a deck file (for instance your physical deck, transcribed once).</source>
            <translation>Yerleşik deste ya da bir deste dosyası (örneğin bir kez aktarılmış kendi gerçek desteniz).</translation>
        </message>
        <message>
            <source>The cards are dealt next.</source>
            <translation>Sırada kartların dağıtımı var.</translation>
        </message>
        <message>
            <source>The cards were dealt.</source>
            <translation>Kartlar dağıtıldı.</translation>
        </message>
        <message>
            <source>The coin flip comes next: the last chance to call GOKER.</source>
            <translation>Sırada yazı tura var: GOKER demek için son şans.</translation>
        </message>
        <message>
            <source>The coin was flipped: the Goker round is over.</source>
            <translation>Yazı tura atıldı: Goker turu bitti.</translation>
        </message>
        <message>
            <source>The first ball also marks every number with the same last digit.</source>
            <translation>İlk top, son basamağı aynı olan her sayıyı da işaretler.</translation>
        </message>
        <message>
            <source>Two</source>
            <translation>İki</translation>
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
            <source>What a GOKER call scores.</source>
            <translation>Bir GOKER çağrısının kazandırdığı puan.</translation>
        </message>
        <message>
            <source>Who draws the balls: the app, or a live caller whose numbers you tap in.</source>
            <translation>Topları kim çeker: uygulama ya da sayılarını dokunarak girdiğiniz canlı bir çekici.</translation>
        </message>
        <message>
            <source>Wild cards shuffled into the deck.</source>
            <translation>Desteye karıştırılan joker kartlar.</translation>
        </message>
        <message>
            <source>You called GOKER!</source>
            <translation>GOKER dediniz!</translation>
        </message>
        <message>
            <source>You guessed {ball}.</source>
            <translation>{ball} tahmin ettiniz.</translation>
        </message>
        <message>
            <source>You played the {card} face down.</source>
            <translation>{card} kartını kapalı oynadınız.</translation>
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
            <source>card {card} appears twice</source>
            <translation>{card} kartı iki kez geçiyor</translation>
        </message>
        <message>
            <source>card {card}: a Goker wild has no grid</source>
            <translation>{card} kartı: Goker jokerinin ızgarası olmaz</translation>
        </message>
        <message>
            <source>card {card}: {problem}</source>
            <translation>{card} kartı: {problem}</translation>
        </message>
        <message>
            <source>cards are played at the end of a level</source>
            <translation>kartlar bir seviyenin sonunda oynanır</translation>
        </message>
        <message>
            <source>column {letter} needs 5 numbers</source>
            <translation>{letter} sütununa 5 sayı gerekli</translation>
        </message>
        <message>
            <source>column {letter}, row {row} is the free centre and must be 0, not {value}</source>
            <translation>{letter} sütunu, {row}. satır boş orta karedir; {value} değil, 0 olmalı</translation>
        </message>
        <message>
            <source>column {letter}, row {row}: {value} appears twice in column {letter}</source>
            <translation>{letter} sütunu, {row}. satır: {value}, {letter} sütununda iki kez geçiyor</translation>
        </message>
        <message>
            <source>column {letter}, row {row}: {value} is not a number</source>
            <translation>{letter} sütunu, {row}. satır: {value} bir sayı değil</translation>
        </message>
        <message>
            <source>column {letter}, row {row}: {value} is outside {low}-{high}</source>
            <translation>{letter} sütunu, {row}. satır: {value}, {low}-{high} aralığının dışında</translation>
        </message>
        <message>
            <source>deal the cards first</source>
            <translation>önce kartları dağıtın</translation>
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
            <source>it has no cards</source>
            <translation>içinde hiç kart yok</translation>
        </message>
        <message>
            <source>it is not a Goker deck file</source>
            <translation>bir Goker deste dosyası değil</translation>
        </message>
        <message>
            <source>needs 5 columns (B, I, N, G, O)</source>
            <translation>5 sütun gerekli (B, I, N, G, O)</translation>
        </message>
        <message>
            <source>no GOKER to call: the guess was not drawn, or its window closed</source>
            <translation>denecek GOKER yok: tahmin çekilmedi ya da süresi doldu</translation>
        </message>
        <message>
            <source>no ball is due now: play the level's cards</source>
            <translation>şimdi top çekilmez: seviyenin kartlarını oynayın</translation>
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
        <message numerus="yes">
            <source>the deck is missing %n card(s): {cards}</source>
            <translation>
                <numerusform>destede %n kart eksik: {cards}</numerusform>
            </translation>
        </message>
        <message>
            <source>the deck's name is not text</source>
            <translation>destenin adı metin değil</translation>
        </message>
        <message>
            <source>the deck's name is {length} characters long; at most {limit}</source>
            <translation>destenin adı {length} karakter uzunluğunda; en çok {limit} olabilir</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>oyun bitti</translation>
        </message>
        <message>
            <source>the round is over: flip the coin</source>
            <translation>tur bitti: yazı tura atın</translation>
        </message>
        <message>
            <source>there is no seat {seat}</source>
            <translation>{seat} numaralı koltuk yok</translation>
        </message>
        <message>
            <source>unknown card {code}</source>
            <translation>bilinmeyen kart {code}</translation>
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
            <source>{ball} was called.</source>
            <translation>{ball} çekildi.</translation>
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
        <message>
            <source>{file} cannot be read: {error}</source>
            <translation>{file} okunamıyor: {error}</translation>
        </message>
        <message>
            <source>{player} called GOKER!</source>
            <translation>{player} GOKER dedi!</translation>
        </message>
        <message>
            <source>{player} guessed {ball}.</source>
            <translation>{player} {ball} tahmin etti.</translation>
        </message>
        <message>
            <source>{player} played a card face down.</source>
            <translation>{player} kapalı bir kart oynadı.</translation>
        </message>
    </context>
    <context>
        <name>goodge</name>
        <message>
            <source>1 ranks high</source>
            <translation>1 yüksek sayılır</translation>
        </message>
        <message>
            <source>1000 points</source>
            <translation>1000 puan</translation>
        </message>
        <message>
            <source>500 points</source>
            <translation>500 puan</translation>
        </message>
        <message>
            <source>An estimated {percent}% chance of making it.</source>
            <translation>Bu ihaleyi tutma olasılığı tahminen %{percent}.</translation>
        </message>
        <message>
            <source>An estimated {percent}% chance of making {bid}.</source>
            <translation>{bid} ihalesini tutma olasılığı tahminen %{percent}.</translation>
        </message>
        <message>
            <source>An estimated {percent}% chance of the Goodge's bid of {bid} being made.</source>
            <translation>Goodge'un {bid} ihalesinin tutulma olasılığı tahminen %{percent}.</translation>
        </message>
        <message>
            <source>An estimated {percent}% chance of your bid of {bid} being made.</source>
            <translation>{bid} ihalenizin tutulma olasılığı tahminen %{percent}.</translation>
        </message>
        <message>
            <source>Any bid above the high bid may be made: {bid} jumps over {lowest}, so the others must bid above {bid} to stay in. The Goodge must take {bid} points or lose {bid}.</source>
            <translation>En yüksek ihalenin üstündeki her ihale verilebilir: {bid}, {lowest} ihalesinin üstünden atlar; diğerleri oyunda kalmak için {bid} üstünde ihale vermelidir. Goodge {bid} puan almalı, yoksa {bid} puan kaybeder.</translation>
        </message>
        <message>
            <source>Bid, name trump among five suits and chase the Crown.</source>
            <translation>İhaleye girin, beş renk arasından kozu söyleyin ve Taç'ın peşine düşün.</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>Sinek</translation>
        </message>
        <message>
            <source>Crown</source>
            <translation>Taç</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>Game to</source>
            <translation>Oyun sonu</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>Kupa</translation>
        </message>
        <message>
            <source>Round {number} is dealt next.</source>
            <translation>Sırada {number}. turun dağıtımı var.</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Maça</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>Yıldız</translation>
        </message>
        <message>
            <source>The 1 of each suit ranks above the 10 (the Crown stays highest).</source>
            <translation>Her rengin 1'i 10'un üstünde sayılır (Taç en yüksek kalır).</translation>
        </message>
        <message>
            <source>The Goodge must take {bid} points or lose {bid}.</source>
            <translation>Goodge {bid} puan almalı, yoksa {bid} puan kaybeder.</translation>
        </message>
        <message>
            <source>The cards were dealt.</source>
            <translation>Kartlar dağıtıldı.</translation>
        </message>
        <message>
            <source>The first dealer is drawn next.</source>
            <translation>Sırada ilk dağıtanın çekilişi var.</translation>
        </message>
        <message>
            <source>The game ends after a round in which someone has this many points.</source>
            <translation>Birinin bu kadar puana ulaştığı turdan sonra oyun biter.</translation>
        </message>
        <message>
            <source>You bid {amount}.</source>
            <translation>{amount} ihale verdiniz.</translation>
        </message>
        <message>
            <source>You claimed the remaining tricks.</source>
            <translation>Kalan elleri istediniz.</translation>
        </message>
        <message>
            <source>You named {suit} trump.</source>
            <translation>Kozu {suit} olarak söylediniz.</translation>
        </message>
        <message>
            <source>You passed.</source>
            <translation>Pas geçtiniz.</translation>
        </message>
        <message>
            <source>You played {card}.</source>
            <translation>{card} oynadınız.</translation>
        </message>
        <message>
            <source>You put {card} back into the stash.</source>
            <translation>{card} kartını dibe koydunuz.</translation>
        </message>
        <message>
            <source>You were drawn to deal first.</source>
            <translation>Kurada ilk dağıtan siz çıktınız.</translation>
        </message>
        <message>
            <source>a deal uses all 51 cards once</source>
            <translation>bir dağıtımda 51 kartın her biri bir kez kullanılır</translation>
        </message>
        <message>
            <source>bid or pass</source>
            <translation>ihale verin ya da pas geçin</translation>
        </message>
        <message>
            <source>bid {amount}</source>
            <translation>ihale {amount}</translation>
        </message>
        <message>
            <source>bids go up in steps of 5</source>
            <translation>ihaleler 5'er 5'er artar</translation>
        </message>
        <message>
            <source>claim the remaining tricks</source>
            <translation>kalan elleri iste</translation>
        </message>
        <message>
            <source>deal the cards</source>
            <translation>kartları dağıt</translation>
        </message>
        <message>
            <source>ends the bidding</source>
            <translation>ihaleyi bitirir</translation>
        </message>
        <message>
            <source>everyone else passed: you must bid at least {bid}</source>
            <translation>herkes pas geçti: en az {bid} ihale vermelisiniz</translation>
        </message>
        <message>
            <source>it may not be played now</source>
            <translation>şimdi oynanamaz</translation>
        </message>
        <message>
            <source>jump</source>
            <translation>atlama</translation>
        </message>
        <message>
            <source>name the trump suit</source>
            <translation>kozu söyleyin</translation>
        </message>
        <message>
            <source>not now: {expected}</source>
            <translation>şimdi değil: {expected}</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>bir kart oynayın</translation>
        </message>
        <message>
            <source>play {card}</source>
            <translation>oyna: {card}</translation>
        </message>
        <message>
            <source>put a card back into the stash</source>
            <translation>dibe bir kart geri koyun</translation>
        </message>
        <message>
            <source>put back {card}</source>
            <translation>dibe koy: {card}</translation>
        </message>
        <message>
            <source>seat {seat} deals first</source>
            <translation>ilk dağıtan: {seat}. oyuncu</translation>
        </message>
        <message>
            <source>seats are numbered 1 to {seats}</source>
            <translation>oyuncular 1'den {seats}'e kadar numaralıdır</translation>
        </message>
        <message>
            <source>the bid must be above {bid}</source>
            <translation>ihale {bid} üstünde olmalı</translation>
        </message>
        <message>
            <source>the cards are dealt</source>
            <translation>kartlar dağıtılıyor</translation>
        </message>
        <message>
            <source>the claim is not sure: a card you have not seen could still take a trick</source>
            <translation>istek kesin değil: görmediğiniz bir kart hâlâ bir el alabilir</translation>
        </message>
        <message>
            <source>the first bid is at least {bid}</source>
            <translation>ilk ihale en az {bid} olur</translation>
        </message>
        <message>
            <source>the first dealer is drawn</source>
            <translation>ilk dağıtan çekiliyor</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>oyun bitti</translation>
        </message>
        <message>
            <source>the highest bid is {bid}</source>
            <translation>en yüksek ihale {bid}</translation>
        </message>
        <message>
            <source>the {card}</source>
            <translation>{card}</translation>
        </message>
        <message>
            <source>trump is one of Spades, Diamonds, Stars, Hearts, Clubs</source>
            <translation>koz şunlardan biridir: Maça, Karo, Yıldız, Kupa, Sinek</translation>
        </message>
        <message>
            <source>trump was led: play a trump or the Crown</source>
            <translation>koz açıldı: koz ya da Taç oynayın</translation>
        </message>
        <message>
            <source>trump: suit {suit}</source>
            <translation>koz: {suit}. renk</translation>
        </message>
        <message>
            <source>trump: {suit}</source>
            <translation>koz: {suit}</translation>
        </message>
        <message>
            <source>you do not hold {card}</source>
            <translation>elinizde yok: {card}</translation>
        </message>
        <message>
            <source>you may claim only when you lead</source>
            <translation>kalan elleri yalnızca elin ilk kartını siz açarken isteyebilirsiniz</translation>
        </message>
        <message>
            <source>you must follow {suit}</source>
            <translation>renge uymalısınız: {suit}</translation>
        </message>
        <message>
            <source>{bid} is the highest bid: the bidding ends at once, and its bidder is the Goodge, who must then take {bid} points or lose {bid}.</source>
            <translation>{bid} en yüksek ihaledir: ihale hemen biter ve bu ihaleyi veren Goodge olur; sonra {bid} puan almalı, yoksa {bid} puan kaybeder.</translation>
        </message>
        <message>
            <source>{player} bid {amount}.</source>
            <translation>{player} {amount} ihale verdi.</translation>
        </message>
        <message>
            <source>{player} claimed the remaining tricks.</source>
            <translation>{player} kalan elleri istedi.</translation>
        </message>
        <message>
            <source>{player} named {suit} trump.</source>
            <translation>{player} kozu {suit} olarak söyledi.</translation>
        </message>
        <message>
            <source>{player} passed.</source>
            <translation>{player} pas geçti.</translation>
        </message>
        <message>
            <source>{player} played {card}.</source>
            <translation>{player} {card} oynadı.</translation>
        </message>
        <message>
            <source>{player} put a card back into the stash.</source>
            <translation>{player} dibe bir kart koydu.</translation>
        </message>
        <message>
            <source>{player} was drawn to deal first.</source>
            <translation>Kurada ilk dağıtan {player} çıktı.</translation>
        </message>
        <message>
            <source>{rank} of Clubs</source>
            <translation>sinek {rank}</translation>
        </message>
        <message>
            <source>{rank} of Diamonds</source>
            <translation>karo {rank}</translation>
        </message>
        <message>
            <source>{rank} of Hearts</source>
            <translation>kupa {rank}</translation>
        </message>
        <message>
            <source>{rank} of Spades</source>
            <translation>maça {rank}</translation>
        </message>
        <message>
            <source>{rank} of Stars</source>
            <translation>yıldız {rank}</translation>
        </message>
    </context>
    <context>
        <name>jokers</name>
        <message>
            <source>A partnership marble race with cards (Texas Good Sam rules).</source>
            <translation>Kartlarla oynanan eşli bir bilye yarışı (Texas Good Sam kuralları).</translation>
        </message>
        <message numerus="yes">
            <source>It brings %n marble(s) home.</source>
            <translation>
                <numerusform>%n bilyeyi eve getirir.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It brings %n marble(s) out of start.</source>
            <translation>
                <numerusform>%n bilyeyi başlangıçtan çıkarır.</numerusform>
            </translation>
        </message>
        <message>
            <source>It is the only play you have.</source>
            <translation>Elinizdeki tek hamle bu.</translation>
        </message>
        <message numerus="yes">
            <source>It leaves %n marble(s) where a rival's card could land.</source>
            <translation>
                <numerusform>%n bilyeyi bir rakibin kartıyla gelebileceği yerde bırakır.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It sends %n marble(s) of your team back to start.</source>
            <translation>
                <numerusform>Takımınızdan %n bilyeyi başlangıca geri gönderir.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It sends %n rival marble(s) back to start.</source>
            <translation>
                <numerusform>%n rakip bilyeyi başlangıca geri gönderir.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It takes %n marble(s) out of a rival's reach.</source>
            <translation>
                <numerusform>%n bilyeyi rakiplerin ulaşamayacağı yere götürür.</numerusform>
            </translation>
        </message>
        <message>
            <source>No card in your hand can move a marble; this is the card you will miss least (jokers and the cards that bring marbles out are kept longest).</source>
            <translation>Elinizdeki hiçbir kart bilye yürütemiyor; bu, en az arayacağınız kart (jokerler ve bilye çıkaran kartlar en uzun süre tutulur).</translation>
        </message>
        <message>
            <source>The cards are shuffled and dealt next.</source>
            <translation>Sırada kartların karıştırılıp dağıtılması var.</translation>
        </message>
        <message>
            <source>The cards were shuffled and dealt, 5 each.</source>
            <translation>Kartlar karıştırılıp herkese 5'er dağıtıldı.</translation>
        </message>
        <message>
            <source>The discards are shuffled into a new stock next.</source>
            <translation>Sırada atılan kartların karıştırılıp yeni deste yapılması var.</translation>
        </message>
        <message>
            <source>The discards were shuffled into a new stock.</source>
            <translation>Atılan kartlar karıştırılıp yeni deste yapıldı.</translation>
        </message>
        <message numerus="yes">
            <source>The first marble went %n hole(s) back.</source>
            <translation>
                <numerusform>İlk bilye %n hane geri gitti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The first marble went %n hole(s) forward into home.</source>
            <translation>
                <numerusform>İlk bilye %n hane ilerleyip eve girdi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The first marble went %n hole(s) forward.</source>
            <translation>
                <numerusform>İlk bilye %n hane ilerledi.</numerusform>
            </translation>
        </message>
        <message>
            <source>The search rated it best of {plays} plays, each followed by a round of play in {deals} sampled deals of the cards you cannot see.</source>
            <translation>Arama bunu {plays} hamle arasında en iyi buldu; her hamle, göremediğiniz kartların rastgele {deals} dağılımında bir tur oyunla sürdürüldü.</translation>
        </message>
        <message numerus="yes">
            <source>The second marble went %n hole(s) back.</source>
            <translation>
                <numerusform>İkinci bilye %n hane geri gitti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The second marble went %n hole(s) forward into home.</source>
            <translation>
                <numerusform>İkinci bilye %n hane ilerleyip eve girdi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The second marble went %n hole(s) forward.</source>
            <translation>
                <numerusform>İkinci bilye %n hane ilerledi.</numerusform>
            </translation>
        </message>
        <message>
            <source>Who plays first is drawn next.</source>
            <translation>Sırada ilk kimin oynayacağının çekilişi var.</translation>
        </message>
        <message>
            <source>You brought a marble out with {card}.</source>
            <translation>{card} ile bir bilye çıkardınız.</translation>
        </message>
        <message>
            <source>You brought your partner's marble out with {card}.</source>
            <translation>{card} ile ortağınızın bir bilyesini çıkardınız.</translation>
        </message>
        <message>
            <source>You discarded {card}: no card could move.</source>
            <translation>{card} kartını attınız: hiçbir kart oynanamıyordu.</translation>
        </message>
        <message>
            <source>You discarded {card}: {count} of the 6 discards that bring a marble out.</source>
            <translation>{card} kartını attınız: bilye çıkarmak için gereken 6 atıştan {count} tanesi yapıldı.</translation>
        </message>
        <message numerus="yes">
            <source>You moved a marble %n hole(s) back with {card}.</source>
            <translation>
                <numerusform>{card} ile bir bilyeyi %n hane geri götürdünüz.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved a marble %n hole(s) forward into home with {card}.</source>
            <translation>
                <numerusform>{card} ile bir bilyeyi %n hane ilerletip eve soktunuz.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved a marble %n hole(s) forward with {card}.</source>
            <translation>
                <numerusform>{card} ile bir bilyeyi %n hane ilerlettiniz.</numerusform>
            </translation>
        </message>
        <message>
            <source>You moved a marble onto another player's marble with a joker.</source>
            <translation>Bir jokerle bir bilyenizi başka bir oyuncunun bilyesinin yerine koydunuz.</translation>
        </message>
        <message numerus="yes">
            <source>You moved your partner's marble %n hole(s) back with {card}.</source>
            <translation>
                <numerusform>{card} ile ortağınızın bilyesini %n hane geri götürdünüz.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved your partner's marble %n hole(s) forward into home with {card}.</source>
            <translation>
                <numerusform>{card} ile ortağınızın bilyesini %n hane ilerletip eve soktunuz.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You moved your partner's marble %n hole(s) forward with {card}.</source>
            <translation>
                <numerusform>{card} ile ortağınızın bilyesini %n hane ilerlettiniz.</numerusform>
            </translation>
        </message>
        <message>
            <source>You moved your partner's marble onto another player's marble with a joker.</source>
            <translation>Bir jokerle ortağınızın bir bilyesini başka bir oyuncunun bilyesinin yerine koydunuz.</translation>
        </message>
        <message>
            <source>You split {card} between two marbles.</source>
            <translation>{card} kartını iki bilyeye böldünüz.</translation>
        </message>
        <message>
            <source>You were drawn to play first.</source>
            <translation>Kurada ilk oynayan siz çıktınız.</translation>
        </message>
        <message numerus="yes">
            <source>Your marble went %n hole(s) back.</source>
            <translation>
                <numerusform>Bilyeniz %n hane geri gitti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your marble went %n hole(s) forward into home.</source>
            <translation>
                <numerusform>Bilyeniz %n hane ilerleyip eve girdi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your marble went %n hole(s) forward.</source>
            <translation>
                <numerusform>Bilyeniz %n hane ilerledi.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your marble went back to its home entrance.</source>
            <translation>Bilyeniz ev girişine döndü.</translation>
        </message>
        <message>
            <source>Your marble went back to start.</source>
            <translation>Bilyeniz başlangıca döndü.</translation>
        </message>
        <message>
            <source>a 7 splits into two forward parts that add up to 7</source>
            <translation>7, toplamı 7 eden iki ileri parçaya bölünür</translation>
        </message>
        <message>
            <source>a joker cannot move a marble that is in home</source>
            <translation>joker evdeki bir bilyeyi yürütemez</translation>
        </message>
        <message>
            <source>a joker must land on another player's marble on the track; {hole} holds none</source>
            <translation>joker yoldaki başka bir oyuncunun bilyesinin yerine konmalı; {hole} hanesinde bilye yok</translation>
        </message>
        <message>
            <source>a joker must replace another player's marble</source>
            <translation>joker başka bir oyuncunun bilyesinin yerini almalı</translation>
        </message>
        <message>
            <source>a marble in home only moves forward</source>
            <translation>evdeki bilye yalnızca ileri gider</translation>
        </message>
        <message>
            <source>a refill shuffles exactly the discards</source>
            <translation>yeni deste tam olarak atılan kartlardan karıştırılır</translation>
        </message>
        <message>
            <source>an opponent's marble from start</source>
            <translation>rakibin başlangıçtaki bilyesi</translation>
        </message>
        <message>
            <source>an opponent's marble on {hole}</source>
            <translation>rakibin {hole} hanesindeki bilyesi</translation>
        </message>
        <message>
            <source>an opponent's marble on {hole} is in the way</source>
            <translation>rakibin {hole} hanesindeki bilyesi yolu kesiyor</translation>
        </message>
        <message>
            <source>an opponent's start is empty</source>
            <translation>rakibin başlangıcı boş</translation>
        </message>
        <message>
            <source>discard {card}: no move this turn</source>
            <translation>at: {card}, bu tur hamle yok</translation>
        </message>
        <message>
            <source>discard {card}: {count} of the 6 discards that bring a marble out</source>
            <translation>at: {card} (bilye çıkarmak için gereken 6 atıştan {count}. atış)</translation>
        </message>
        <message>
            <source>home {number}</source>
            <translation>ev {number}</translation>
        </message>
        <message>
            <source>it is a player's turn: play or discard a card</source>
            <translation>sıra bir oyuncuda: bir kart oynayın ya da atın</translation>
        </message>
        <message>
            <source>marble from start</source>
            <translation>başlangıçtaki bilye</translation>
        </message>
        <message>
            <source>marble on {hole}</source>
            <translation>{hole} hanesindeki bilye</translation>
        </message>
        <message>
            <source>marbles leave start in order: name start hole {hole}</source>
            <translation>bilyeler başlangıçtan sırayla çıkar: {hole} numaralı başlangıç hanesini seçin</translation>
        </message>
        <message>
            <source>no marble can take it</source>
            <translation>hiçbir bilye bunu yapamaz</translation>
        </message>
        <message>
            <source>only a 7 or a 9 can be split</source>
            <translation>yalnızca 7 ya da 9 bölünebilir</translation>
        </message>
        <message>
            <source>only a joker replaces another player's marble</source>
            <translation>başka bir oyuncunun bilyesinin yerini yalnızca joker alır</translation>
        </message>
        <message>
            <source>only an ace, jack, queen or king brings a marble out</source>
            <translation>bilyeyi yalnızca as, vale, kız ya da papaz çıkarır</translation>
        </message>
        <message>
            <source>partner's marble from start</source>
            <translation>ortağın başlangıçtaki bilyesi</translation>
        </message>
        <message>
            <source>partner's marble on {hole}</source>
            <translation>ortağın {hole} hanesindeki bilyesi</translation>
        </message>
        <message>
            <source>seat {seat} plays first</source>
            <translation>ilk oynayan: {seat}. oyuncu</translation>
        </message>
        <message>
            <source>start</source>
            <translation>başlangıç</translation>
        </message>
        <message>
            <source>that marble is still in start: it needs a come-out card</source>
            <translation>o bilye hâlâ başlangıçta: çıkış kartı gerekir</translation>
        </message>
        <message>
            <source>that part brings the team's last marble home: nothing is left for the rest of the card</source>
            <translation>o parça takımın son bilyesini eve getiriyor: kartın kalanı için bilye kalmıyor</translation>
        </message>
        <message>
            <source>the 9 must move two marbles</source>
            <translation>9 iki bilyeyi yürütmeli</translation>
        </message>
        <message>
            <source>the 9 must move two marbles: one forward, the other backward, 9 in all</source>
            <translation>9 iki bilyeyi yürütmeli: biri ileri, öteki geri, toplam 9</translation>
        </message>
        <message>
            <source>the cards are being shuffled</source>
            <translation>kartlar karıştırılıyor</translation>
        </message>
        <message>
            <source>the cards are shuffled and dealt, 5 each</source>
            <translation>kartlar karıştırılıp herkese 5'er dağıtıldı</translation>
        </message>
        <message>
            <source>the discards are shuffled into a new stock</source>
            <translation>atılan kartlar karıştırılıp yeni deste yapıldı</translation>
        </message>
        <message>
            <source>the first player has not been chosen yet</source>
            <translation>ilk oyuncu henüz seçilmedi</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>oyun bitti</translation>
        </message>
        <message>
            <source>the marble on {hole} cannot move {steps}: it would pass the last home hole</source>
            <translation>{hole} hanesindeki bilye {steps} yürüyemez: evin son hanesini geçer</translation>
        </message>
        <message>
            <source>the opening shuffle holds all 108 cards once</source>
            <translation>açılış karıştırmasında 108 kartın her biri bir kez bulunur</translation>
        </message>
        <message>
            <source>the partner's marble from start</source>
            <translation>ortağın başlangıçtaki bilyesi</translation>
        </message>
        <message>
            <source>the partner's marble on {hole}</source>
            <translation>ortağın {hole} hanesindeki bilyesi</translation>
        </message>
        <message>
            <source>the partner's marble would go back to its home entrance {hole}, where an opponent's marble would stand</source>
            <translation>ortağın bilyesi {hole} numaralı ev girişine dönerdi, orada rakibin bilyesi dururdu</translation>
        </message>
        <message>
            <source>the partner's marble would go back to its home entrance {hole}, where your marble would stand</source>
            <translation>ortağın bilyesi {hole} numaralı ev girişine dönerdi, orada sizin bilyeniz dururdu</translation>
        </message>
        <message>
            <source>the partner's marble would go back to its home entrance {hole}, where your partner's marble would stand</source>
            <translation>ortağın bilyesi {hole} numaralı ev girişine dönerdi, orada ortağınızın bilyesi dururdu</translation>
        </message>
        <message>
            <source>the two parts must move two different marbles</source>
            <translation>iki parça iki ayrı bilyeyi yürütmeli</translation>
        </message>
        <message>
            <source>the {card} you drew while counting must be played now, bringing a marble out</source>
            <translation>sayarken çektiğiniz kart ({card}) şimdi oynanmalı ve bir bilye çıkarmalı</translation>
        </message>
        <message>
            <source>there is no seat {seat}</source>
            <translation>{seat} numaralı oyuncu yok</translation>
        </message>
        <message>
            <source>you do not hold {card}</source>
            <translation>elinizde yok: {card}</translation>
        </message>
        <message>
            <source>you have a play, and a play must be taken</source>
            <translation>bir hamleniz var ve hamle yapılmalı</translation>
        </message>
        <message>
            <source>you have no marble on {hole}</source>
            <translation>{hole} hanesinde bilyeniz yok</translation>
        </message>
        <message>
            <source>your marble from start</source>
            <translation>başlangıçtaki bilyeniz</translation>
        </message>
        <message>
            <source>your marble in start needs a come-out card</source>
            <translation>başlangıçtaki bilyeniz için çıkış kartı gerekir</translation>
        </message>
        <message>
            <source>your marble on {hole}</source>
            <translation>{hole} hanesindeki bilyeniz</translation>
        </message>
        <message>
            <source>your marble on {hole} is in the way</source>
            <translation>{hole} hanesindeki bilyeniz yolu kesiyor</translation>
        </message>
        <message>
            <source>your partner has no marble on {hole}</source>
            <translation>ortağınızın {hole} hanesinde bilyesi yok</translation>
        </message>
        <message>
            <source>your partner's marble in start needs a come-out card</source>
            <translation>ortağınızın başlangıçtaki bilyesi için çıkış kartı gerekir</translation>
        </message>
        <message>
            <source>your partner's marble on {hole} is in the way</source>
            <translation>ortağınızın {hole} hanesindeki bilyesi yolu kesiyor</translation>
        </message>
        <message>
            <source>your partner's start is empty</source>
            <translation>ortağınızın başlangıcı boş</translation>
        </message>
        <message>
            <source>your start is empty</source>
            <translation>başlangıcınız boş</translation>
        </message>
        <message>
            <source>{action} is not a card play</source>
            <translation>{action} bir kart hamlesi değil</translation>
        </message>
        <message>
            <source>{card} split: {first}, {second}</source>
            <translation>{card} bölündü: {first}, {second}</translation>
        </message>
        <message>
            <source>{card}: bring a marble out</source>
            <translation>{card}: bir bilye çıkar</translation>
        </message>
        <message>
            <source>{card}: bring a partner's marble out</source>
            <translation>{card}: ortağın bir bilyesini çıkar</translation>
        </message>
        <message>
            <source>{card}: {part}</source>
            <translation>{card}: {part}</translation>
        </message>
        <message>
            <source>{marble} back {steps}</source>
            <translation>{marble} {steps} geri</translation>
        </message>
        <message>
            <source>{marble} comes out</source>
            <translation>{marble} çıkar</translation>
        </message>
        <message>
            <source>{marble} forward {steps}</source>
            <translation>{marble} {steps} ileri</translation>
        </message>
        <message>
            <source>{marble} goes back to start</source>
            <translation>{marble} başlangıca döner</translation>
        </message>
        <message>
            <source>{marble} goes to {hole}</source>
            <translation>{marble} şuraya gider: {hole}</translation>
        </message>
        <message>
            <source>{marble} jumps to {hole}</source>
            <translation>{marble} şuraya atlar: {hole}</translation>
        </message>
        <message>
            <source>{player} brought a marble out with {card}.</source>
            <translation>{player} {card} ile bir bilye çıkardı.</translation>
        </message>
        <message>
            <source>{player} brought their partner's marble out with {card}.</source>
            <translation>{player} {card} ile ortağının bir bilyesini çıkardı.</translation>
        </message>
        <message>
            <source>{player} discarded {card}: no card could move.</source>
            <translation>{player} {card} kartını attı: hiçbir kart oynanamıyordu.</translation>
        </message>
        <message>
            <source>{player} discarded {card}: {count} of the 6 discards that bring a marble out.</source>
            <translation>{player} {card} kartını attı: bilye çıkarmak için gereken 6 atıştan {count} tanesi yapıldı.</translation>
        </message>
        <message numerus="yes">
            <source>{player} moved a marble %n hole(s) back with {card}.</source>
            <translation>
                <numerusform>{player} {card} ile bir bilyeyi %n hane geri götürdü.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved a marble %n hole(s) forward into home with {card}.</source>
            <translation>
                <numerusform>{player} {card} ile bir bilyeyi %n hane ilerletip eve soktu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved a marble %n hole(s) forward with {card}.</source>
            <translation>
                <numerusform>{player} {card} ile bir bilyeyi %n hane ilerletti.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} moved a marble onto another player's marble with a joker.</source>
            <translation>{player} bir jokerle bir bilyesini başka bir oyuncunun bilyesinin yerine koydu.</translation>
        </message>
        <message numerus="yes">
            <source>{player} moved their partner's marble %n hole(s) back with {card}.</source>
            <translation>
                <numerusform>{player} {card} ile ortağının bilyesini %n hane geri götürdü.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved their partner's marble %n hole(s) forward into home with {card}.</source>
            <translation>
                <numerusform>{player} {card} ile ortağının bilyesini %n hane ilerletip eve soktu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} moved their partner's marble %n hole(s) forward with {card}.</source>
            <translation>
                <numerusform>{player} {card} ile ortağının bilyesini %n hane ilerletti.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} moved their partner's marble onto another player's marble with a joker.</source>
            <translation>{player} bir jokerle ortağının bir bilyesini başka bir oyuncunun bilyesinin yerine koydu.</translation>
        </message>
        <message>
            <source>{player} split {card} between two marbles.</source>
            <translation>{player} {card} kartını iki bilyeye böldü.</translation>
        </message>
        <message>
            <source>{player} was drawn to play first.</source>
            <translation>Kurada ilk oynayan {player} çıktı.</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s marble went %n hole(s) back.</source>
            <translation>
                <numerusform>{player} oyuncusunun bilyesi %n hane geri gitti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s marble went %n hole(s) forward into home.</source>
            <translation>
                <numerusform>{player} oyuncusunun bilyesi %n hane ilerleyip eve girdi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s marble went %n hole(s) forward.</source>
            <translation>
                <numerusform>{player} oyuncusunun bilyesi %n hane ilerledi.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}'s marble went back to its home entrance.</source>
            <translation>{player} oyuncusunun bilyesi ev girişine döndü.</translation>
        </message>
        <message>
            <source>{player}'s marble went back to start.</source>
            <translation>{player} oyuncusunun bilyesi başlangıca döndü.</translation>
        </message>
    </context>
    <context>
        <name>night</name>
        <message>
            <source>A point for each game won</source>
            <translation>Kazanılan her oyun için bir puan</translation>
        </message>
        <message>
            <source>Points for each place</source>
            <translation>Her sıra için puan</translation>
        </message>
        <message>
            <source>a game already played or running stays where it is in the program</source>
            <translation>oynanmış ya da oynanmakta olan bir oyun programdaki yerinde kalır</translation>
        </message>
        <message>
            <source>a game of the night is still being played</source>
            <translation>gecenin bir oyunu hâlâ oynanıyor</translation>
        </message>
        <message>
            <source>every game of the program has been played</source>
            <translation>programdaki her oyun oynandı</translation>
        </message>
        <message>
            <source>someone who is not one of the night's people has a seat</source>
            <translation>gecenin kişilerinden olmayan birine yer verilmiş</translation>
        </message>
        <message>
            <source>the program has no game {number}</source>
            <translation>programda {number}. oyun yok</translation>
        </message>
        <message>
            <source>{game} takes at most {most} players</source>
            <translation>{game} en fazla {most} oyuncu alır</translation>
        </message>
        <message>
            <source>{name} does not play on a phone tonight</source>
            <translation>{name} bu gece telefonla oynamıyor</translation>
        </message>
        <message>
            <source>{name} has two seats</source>
            <translation>{name} iki yerde oturuyor</translation>
        </message>
        <message>
            <source>{name} is away: only people who are here or on a phone sit in</source>
            <translation>{name} yok: yalnızca burada ya da telefonda olanlar oyuna katılır</translation>
        </message>
    </context>
    <context>
        <name>okey</name>
        <message numerus="yes">
            <source>%n pair(s)</source>
            <translation>
                <numerusform>%n çift</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in sets and runs</source>
            <translation>
                <numerusform>per ve serilerde %n taş</numerusform>
            </translation>
        </message>
        <message>
            <source>A player holding the indicator's twin may show it before their first move; the others lose 1.</source>
            <translation>Göstergenin eşini elinde tutan oyuncu ilk hamlesinden önce onu gösterebilir; diğerleri 1 puan kaybeder.</translation>
        </message>
        <message>
            <source>A red or black indicator doubles the losses.</source>
            <translation>Kırmızı ya da siyah gösterge kayıpları ikiye katlar.</translation>
        </message>
        <message>
            <source>Colour doubling</source>
            <translation>Renk katlaması</translation>
        </message>
        <message>
            <source>Gosterge</source>
            <translation>Gösterge</translation>
        </message>
        <message>
            <source>In seven pairs, the two okeys make a pair.</source>
            <translation>Çifte gidişte iki okey bir çift sayılır.</translation>
        </message>
        <message>
            <source>It keeps {kept}; no single tile completes your hand yet.</source>
            <translation>Elinizde {kept} kalıyor; eliniz henüz tek bir taşla tamamlanmıyor.</translation>
        </message>
        <message>
            <source>It keeps {kept}; no single tile completes your hand yet; it could win within {draws} draws in {won} of {futures} sampled futures (after {wait} draws on average).</source>
            <translation>Elinizde {kept} kalıyor; eliniz henüz tek bir taşla tamamlanmıyor; rastgele denenen {futures} gidişattan {won} tanesinde eliniz {draws} çekiş içinde bitebilir (ortalama {wait} çekişte).</translation>
        </message>
        <message>
            <source>It keeps {kept}; no single tile completes your hand yet; it wins within {draws} draws in none of {futures} sampled futures yet.</source>
            <translation>Elinizde {kept} kalıyor; eliniz henüz tek bir taşla tamamlanmıyor; rastgele denenen {futures} gidişatın henüz hiçbirinde eliniz {draws} çekiş içinde bitmiyor.</translation>
        </message>
        <message>
            <source>It keeps {kept}; {outs} of the {unseen} tiles you have not seen would complete your hand.</source>
            <translation>Elinizde {kept} kalıyor; görmediğiniz {unseen} taştan {outs} tanesi elinizi tamamlar.</translation>
        </message>
        <message>
            <source>It keeps {kept}; {outs} of the {unseen} tiles you have not seen would complete your hand; it could win within {draws} draws in {won} of {futures} sampled futures (after {wait} draws on average).</source>
            <translation>Elinizde {kept} kalıyor; görmediğiniz {unseen} taştan {outs} tanesi elinizi tamamlar; rastgele denenen {futures} gidişattan {won} tanesinde eliniz {draws} çekiş içinde bitebilir (ortalama {wait} çekişte).</translation>
        </message>
        <message>
            <source>It keeps {kept}; {outs} of the {unseen} tiles you have not seen would complete your hand; it wins within {draws} draws in none of {futures} sampled futures yet.</source>
            <translation>Elinizde {kept} kalıyor; görmediğiniz {unseen} taştan {outs} tanesi elinizi tamamlar; rastgele denenen {futures} gidişatın henüz hiçbirinde eliniz {draws} çekiş içinde bitmiyor.</translation>
        </message>
        <message>
            <source>Laying the okey on the indicator costs the others twice as much as a plain finish.</source>
            <translation>Okeyi göstergenin üstüne koyarak bitirmek diğerlerine normal bitişin iki katı kaybettirir.</translation>
        </message>
        <message>
            <source>Pairs</source>
            <translation>Eşli</translation>
        </message>
        <message>
            <source>Partners sit opposite and share their points.</source>
            <translation>Eşler karşılıklı oturur ve puanlarını paylaşır.</translation>
        </message>
        <message>
            <source>Points each player starts with.</source>
            <translation>Her oyuncunun başladığı puan.</translation>
        </message>
        <message>
            <source>Round {number} is dealt next.</source>
            <translation>Sırada {number}. turun dağıtımı var.</translation>
        </message>
        <message>
            <source>Start points</source>
            <translation>Başlangıç puanı</translation>
        </message>
        <message>
            <source>The 14 tiles left win the round.</source>
            <translation>Kalan 14 taş turu kazandırıyor.</translation>
        </message>
        <message>
            <source>The Turkish tile game: build sets and runs, finish on the indicator.</source>
            <translation>Türk taş oyunu: per ve seri dizin, göstergeye göre elinizi bitirin.</translation>
        </message>
        <message>
            <source>The left discard does not complete your hand; leaving it ends the round and nobody loses.</source>
            <translation>Soldaki oyuncunun attığı taş elinizi tamamlamıyor; onu yerden almazsanız tur biter ve kimse kaybetmez.</translation>
        </message>
        <message>
            <source>The tiles were dealt.</source>
            <translation>Taşlar dağıtıldı.</translation>
        </message>
        <message>
            <source>The {tile} completes your hand: {holding}.</source>
            <translation>Elinizi {tile} taşı tamamlıyor: {holding}.</translation>
        </message>
        <message>
            <source>The {tile} would make it {holding}, worth {worth}; a stock draw is worth {draw} on average.</source>
            <translation>Elinizde {tile} taşıyla {holding} olurdu, değeri {worth}; ortadan çekilen bir taşın değeri ortalama {draw}.</translation>
        </message>
        <message>
            <source>Two okeys pair</source>
            <translation>İki okey çift olur</translation>
        </message>
        <message>
            <source>With the {tile} your hand holds {holding}, worth {worth}; a stock draw is worth {draw} on average.</source>
            <translation>Elinizde {tile} taşıyla {holding} olur, değeri {worth}; ortadan çekilen bir taşın değeri ortalama {draw}.</translation>
        </message>
        <message>
            <source>You discarded the {tile}.</source>
            <translation>{tile} taşını attınız.</translation>
        </message>
        <message>
            <source>You drew a tile from the stock.</source>
            <translation>Ortadan bir taş çektiniz.</translation>
        </message>
        <message>
            <source>You finished with the {tile}.</source>
            <translation>{tile} taşıyla bitirdiniz.</translation>
        </message>
        <message>
            <source>You hold the indicator's twin: showing it before your first move costs each other player 1 point.</source>
            <translation>Göstergenin eşi elinizde: onu ilk hamlenizden önce göstermek diğer oyuncuların her birine 1 puan kaybettirir.</translation>
        </message>
        <message>
            <source>You left the discard, and the round ended with the stock out.</source>
            <translation>Yerdeki taşı almadınız; ortada taş kalmadığı için tur bitti.</translation>
        </message>
        <message>
            <source>You showed the indicator's twin.</source>
            <translation>Göstergenin eşini gösterdiniz.</translation>
        </message>
        <message>
            <source>You took the {tile} from the discards.</source>
            <translation>Yerden {tile} taşını aldınız.</translation>
        </message>
        <message numerus="yes">
            <source>Your hand already wins, but {outs} of the {unseen} tiles you have not seen would let you finish with the okey, which costs the others twice as much, and the stock still holds %n tile(s).</source>
            <translation>
                <numerusform>Eliniz zaten bitiyor, ama görmediğiniz {unseen} taştan {outs} tanesi okeyle bitirmenizi sağlar; bu diğerlerine iki kat kaybettirir ve ortada hâlâ %n taş var.</numerusform>
            </translation>
        </message>
        <message>
            <source>a deal uses all 106 tiles once</source>
            <translation>bir dağıtımda 106 taşın her biri bir kez kullanılır</translation>
        </message>
        <message>
            <source>black {number}</source>
            <translation>siyah {number}</translation>
        </message>
        <message>
            <source>black {number} {mark}</source>
            <translation>siyah {number} {mark}</translation>
        </message>
        <message>
            <source>blue {number}</source>
            <translation>mavi {number}</translation>
        </message>
        <message>
            <source>blue {number} {mark}</source>
            <translation>mavi {number} {mark}</translation>
        </message>
        <message>
            <source>deal the tiles first</source>
            <translation>önce taşları dağıtın</translation>
        </message>
        <message>
            <source>discard the {tile}</source>
            <translation>{tile} taşını at</translation>
        </message>
        <message>
            <source>draw from the stock</source>
            <translation>ortadan çek</translation>
        </message>
        <message>
            <source>draw from the stock or take the discard</source>
            <translation>ortadan çekin ya da yerden alın</translation>
        </message>
        <message>
            <source>false joker</source>
            <translation>sahte okey</translation>
        </message>
        <message>
            <source>finish with the {tile}</source>
            <translation>{tile} taşıyla bitir</translation>
        </message>
        <message>
            <source>gosterge</source>
            <translation>gösterge</translation>
        </message>
        <message>
            <source>leave the discard (the stock is out)</source>
            <translation>yerdekini alma (ortada taş kalmadı)</translation>
        </message>
        <message>
            <source>okey finish</source>
            <translation>okeyle bitiş</translation>
        </message>
        <message>
            <source>only a player holding the indicator's twin may show it, before their first move</source>
            <translation>göstergenin eşini yalnızca onu elinde tutan oyuncu, ilk hamlesinden önce gösterebilir</translation>
        </message>
        <message>
            <source>red {number}</source>
            <translation>kırmızı {number}</translation>
        </message>
        <message>
            <source>red {number} {mark}</source>
            <translation>kırmızı {number} {mark}</translation>
        </message>
        <message>
            <source>sets and runs</source>
            <translation>perle bitiş</translation>
        </message>
        <message>
            <source>seven pairs</source>
            <translation>çifte bitiş</translation>
        </message>
        <message>
            <source>seven pairs with okey finish</source>
            <translation>çifte, okeyle bitiş</translation>
        </message>
        <message>
            <source>show the indicator's twin</source>
            <translation>göstergenin eşini göster</translation>
        </message>
        <message>
            <source>stock out</source>
            <translation>orta bitti</translation>
        </message>
        <message>
            <source>take a tile first (from the stock or your left neighbour)</source>
            <translation>önce bir taş alın (ortadan çekin ya da soldaki oyuncunun attığını yerden alın)</translation>
        </message>
        <message>
            <source>take the discard</source>
            <translation>yerden al</translation>
        </message>
        <message>
            <source>the 14 tiles left do not form sets and runs, or seven pairs: keep playing</source>
            <translation>kalan 14 taş per ya da yedi çift oluşturmuyor: oynamaya devam edin</translation>
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
            <source>the indicator is a numbered tile</source>
            <translation>gösterge sayılı bir taş olmalı</translation>
        </message>
        <message>
            <source>the round is already dealt</source>
            <translation>bu tur zaten dağıtıldı</translation>
        </message>
        <message>
            <source>the stock is empty</source>
            <translation>ortada taş kalmadı</translation>
        </message>
        <message>
            <source>there is no seat {seat}: Okey has seats 1 to {seats}</source>
            <translation>{seat}. oyuncu yeri yok: Okey'de yerler 1 ile {seats} arasında</translation>
        </message>
        <message>
            <source>yellow {number}</source>
            <translation>sarı {number}</translation>
        </message>
        <message>
            <source>yellow {number} {mark}</source>
            <translation>sarı {number} {mark}</translation>
        </message>
        <message>
            <source>you have taken a tile already: discard one, or finish</source>
            <translation>zaten bir taş aldınız: bir taş atın ya da bitirin</translation>
        </message>
        <message>
            <source>your left neighbour has no discard to take</source>
            <translation>soldaki oyuncunun yerden alınacak taşı yok</translation>
        </message>
        <message>
            <source>{action} is not an Okey action</source>
            <translation>{action} bir Okey hamlesi değil</translation>
        </message>
        <message>
            <source>{player} discarded the {tile}.</source>
            <translation>{player} {tile} taşını attı.</translation>
        </message>
        <message>
            <source>{player} drew a tile from the stock.</source>
            <translation>{player} ortadan bir taş çekti.</translation>
        </message>
        <message>
            <source>{player} finished with the {tile}.</source>
            <translation>{player} {tile} taşıyla bitirdi.</translation>
        </message>
        <message>
            <source>{player} left the discard, and the round ended with the stock out.</source>
            <translation>{player} yerdeki taşı almadı; ortada taş kalmadığı için tur bitti.</translation>
        </message>
        <message>
            <source>{player} showed the indicator's twin.</source>
            <translation>{player} göstergenin eşini gösterdi.</translation>
        </message>
        <message>
            <source>{player} took the {tile} from the discards.</source>
            <translation>{player} yerden {tile} taşını aldı.</translation>
        </message>
        <message>
            <source>{tile} is not on your rack</source>
            <translation>{tile} ıstakanızda yok</translation>
        </message>
    </context>
    <context>
        <name>people</name>
        <message>
            <source>A name has at most {most} characters.</source>
            <translation>Bir ad en çok {most} karakter olabilir.</translation>
        </message>
        <message>
            <source>A person cannot be merged with themselves.</source>
            <translation>Bir kişi kendisiyle birleştirilemez.</translation>
        </message>
        <message>
            <source>A person needs a name.</source>
            <translation>Bir kişinin bir adı olmalı.</translation>
        </message>
        <message>
            <source>Game Night does not speak that language.</source>
            <translation>Game Night bu dili konuşmuyor.</translation>
        </message>
        <message>
            <source>That colour is not one of the palette's.</source>
            <translation>Bu renk paletteki renklerden biri değil.</translation>
        </message>
        <message>
            <source>That symbol is not one of the set's.</source>
            <translation>Bu simge setteki simgelerden biri değil.</translation>
        </message>
        <message>
            <source>This person is not in the score history any more.</source>
            <translation>Bu kişi artık skor geçmişinde yok.</translation>
        </message>
        <message>
            <source>anchor</source>
            <translation>çapa</translation>
        </message>
        <message>
            <source>black</source>
            <translation>siyah</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>mavi</translation>
        </message>
        <message>
            <source>circle</source>
            <translation>daire</translation>
        </message>
        <message>
            <source>club</source>
            <translation>sinek</translation>
        </message>
        <message>
            <source>diamond</source>
            <translation>karo</translation>
        </message>
        <message>
            <source>flag</source>
            <translation>bayrak</translation>
        </message>
        <message>
            <source>flower</source>
            <translation>çiçek</translation>
        </message>
        <message>
            <source>green</source>
            <translation>yeşil</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>kalp</translation>
        </message>
        <message>
            <source>indigo</source>
            <translation>çivit mavisi</translation>
        </message>
        <message>
            <source>moon</source>
            <translation>ay</translation>
        </message>
        <message>
            <source>note</source>
            <translation>nota</translation>
        </message>
        <message>
            <source>olive</source>
            <translation>zeytin yeşili</translation>
        </message>
        <message>
            <source>orange</source>
            <translation>turuncu</translation>
        </message>
        <message>
            <source>plane</source>
            <translation>uçak</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>mor</translation>
        </message>
        <message>
            <source>sky blue</source>
            <translation>gök mavisi</translation>
        </message>
        <message>
            <source>spade</source>
            <translation>maça</translation>
        </message>
        <message>
            <source>star</source>
            <translation>yıldız</translation>
        </message>
        <message>
            <source>sun</source>
            <translation>güneş</translation>
        </message>
        <message>
            <source>teal</source>
            <translation>deniz mavisi</translation>
        </message>
        <message>
            <source>triangle</source>
            <translation>üçgen</translation>
        </message>
        <message>
            <source>tulip</source>
            <translation>lale</translation>
        </message>
        <message>
            <source>umbrella</source>
            <translation>şemsiye</translation>
        </message>
        <message>
            <source>vermilion</source>
            <translation>kızıl</translation>
        </message>
        <message>
            <source>wine</source>
            <translation>şarap kırmızısı</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>sarı</translation>
        </message>
        <message numerus="yes">
            <source>{name} and {other} played in the same game (%n game(s)), so they are two people: they cannot be merged.</source>
            <translation>
                <numerusform>{name} ve {other} aynı oyunda oynadı (%n oyun), yani iki ayrı kişiler: birleştirilemezler.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is already the name of someone else. Choose another name, or merge the two people if they are one.</source>
            <translation>{name} zaten başka birinin adı. Başka bir ad seçin ya da aynı kişiyseler ikisini birleştirin.</translation>
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
            <translation>Ek atış {total} → +{add}: {cards} kart çekilir</translation>
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
            <source>Card {number} of {cards} is called next.</source>
            <translation>Sırada çağrı {number} / {cards} var.</translation>
        </message>
        <message>
            <source>Dice set the draw and a bonus hand; cover cards, score poker hands.</source>
            <translation>Zarlar çekilişi ve bir bonus eli belirler; kartları kapatın, poker elleriyle puan alın.</translation>
        </message>
        <message>
            <source>Everyone calls once</source>
            <translation>Herkes bir kez çeker</translation>
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
            <source>Live caller: enter dice and cards</source>
            <translation>Canlı çekici: zarları ve kartları girin</translation>
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
            <source>The add roll comes next.</source>
            <translation>Sırada ek atış var.</translation>
        </message>
        <message>
            <source>The app rolls and draws</source>
            <translation>Uygulama zar atar ve çeker</translation>
        </message>
        <message>
            <source>The bonus die is rolled next.</source>
            <translation>Sırada bonus zarı atışı var.</translation>
        </message>
        <message>
            <source>The dice are rolled for round {number} next.</source>
            <translation>Sırada tur {number} için zar atışı var.</translation>
        </message>
        <message>
            <source>The dice showed {first} and {second}.</source>
            <translation>Zarlar {first} ve {second} geldi.</translation>
        </message>
        <message>
            <source>The die showed {value}.</source>
            <translation>Zar {value} geldi.</translation>
        </message>
        <message>
            <source>The multiplier die is rolled next.</source>
            <translation>Sırada çarpan zarı atışı var.</translation>
        </message>
        <message>
            <source>The {card} was called.</source>
            <translation>{card} çağrıldı.</translation>
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
            <source>Who rolls and draws: the app, or a live caller whose dice and cards you enter by touch.</source>
            <translation>Zarı kim atar ve kim çeker: uygulama ya da zarlarını ve kartlarını dokunarak girdiğiniz canlı bir çekici.</translation>
        </message>
        <message>
            <source>With more than 5 players, play one counted round per player so everyone is caller once.</source>
            <translation>5'ten fazla oyuncuyla, herkes bir kez çağıran olsun diye oyuncu başına bir sayılan tur oynanır.</translation>
        </message>
        <message>
            <source>You chose board {board}.</source>
            <translation>{board}. tahtayı seçtiniz.</translation>
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
            <source>board {number}: {problem}</source>
            <translation>tahta {number}: {problem}</translation>
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
            <source>expected a list of 25 card codes</source>
            <translation>25 kart kodundan oluşan bir liste bekleniyordu</translation>
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
            <source>has {count} cards, not 25</source>
            <translation>25 değil, {count} kart var</translation>
        </message>
        <message>
            <source>holds a joker</source>
            <translation>bir joker içeriyor</translation>
        </message>
        <message>
            <source>it holds no boards</source>
            <translation>hiç tahta içermiyor</translation>
        </message>
        <message>
            <source>it is not a Pokeno board file</source>
            <translation>bir Pokeno tahta dosyası değil</translation>
        </message>
        <message>
            <source>multiplier die</source>
            <translation>çarpan zarı</translation>
        </message>
        <message>
            <source>not a card code: {code}</source>
            <translation>kart kodu değil: {code}</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>per</translation>
        </message>
        <message>
            <source>roll the dice first ({step} is next)</source>
            <translation>önce zarları atın (sırada: {step})</translation>
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
            <translation>zarlar bitti: kartları çağırın</translation>
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
            <source>{card} appears twice (second time at row {row}, column {column})</source>
            <translation>{card} iki kez geçiyor (ikincisi {row}. satır, {column}. sütunda)</translation>
        </message>
        <message>
            <source>{card} was already called (call {call})</source>
            <translation>{card} zaten çağrıldı ({call}. çağrı)</translation>
        </message>
        <message>
            <source>{player} chose board {board}.</source>
            <translation>{player} {board}. tahtayı seçti.</translation>
        </message>
    </context>
    <context>
        <name>storage</name>
        <message>
            <source>A saved game ({file}) could not be read ({reason}) nor moved aside ({problem}).</source>
            <translation>Kayıtlı bir oyun ({file}) okunamadı ({reason}) ve kenara da taşınamadı ({problem}).</translation>
        </message>
        <message>
            <source>A saved game ({file}) could not be read ({reason}); it was left where it is.</source>
            <translation>Kayıtlı bir oyun ({file}) okunamadı ({reason}); olduğu yerde bırakıldı.</translation>
        </message>
        <message>
            <source>A saved game could not be read ({reason}). It was kept as {file}.</source>
            <translation>Kayıtlı bir oyun okunamadı ({reason}). Dosya {file} adıyla saklandı.</translation>
        </message>
        <message>
            <source>A saved night ({file}) cannot be opened by this version ({reason}); it was left where it is.</source>
            <translation>Kayıtlı bir gece ({file}) bu sürümle açılamıyor ({reason}); olduğu yerde bırakıldı.</translation>
        </message>
        <message>
            <source>A saved night ({file}) could not be read ({reason}) nor moved aside ({problem}).</source>
            <translation>Kayıtlı bir gece ({file}) okunamadı ({reason}) ve kenara da taşınamadı ({problem}).</translation>
        </message>
        <message>
            <source>A saved night could not be read ({reason}). It was kept as {file}.</source>
            <translation>Kayıtlı bir gece okunamadı ({reason}). Dosya {file} adıyla saklandı.</translation>
        </message>
        <message>
            <source>The discarded game</source>
            <translation>Silinen oyun</translation>
        </message>
        <message>
            <source>The exported history</source>
            <translation>Dışa aktarılan geçmiş</translation>
        </message>
        <message>
            <source>The exported night</source>
            <translation>Dışa aktarılan gece</translation>
        </message>
        <message>
            <source>The finished game</source>
            <translation>Biten oyun</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>Oyun</translation>
        </message>
        <message>
            <source>The game and the score history</source>
            <translation>Oyun ve skor geçmişi</translation>
        </message>
        <message>
            <source>The night</source>
            <translation>Gece</translation>
        </message>
        <message>
            <source>The score history</source>
            <translation>Skor geçmişi</translation>
        </message>
        <message>
            <source>Your score history cannot be used right now ({reason}); scores will be saved once it can be.</source>
            <translation>Skor geçmişiniz şu an kullanılamıyor ({reason}); kullanılabilir olunca puanlar kaydedilecek.</translation>
        </message>
        <message>
            <source>Your score history could not be read ({error}).</source>
            <translation>Skor geçmişiniz okunamadı ({error}).</translation>
        </message>
        <message>
            <source>Your score history has columns this version cannot fill in ({columns}).</source>
            <translation>Skor geçmişinizde bu sürümün dolduramadığı sütunlar var ({columns}).</translation>
        </message>
        <message>
            <source>Your score history has no schema version.</source>
            <translation>Skor geçmişinizin şema sürümü yok.</translation>
        </message>
        <message>
            <source>Your score history is damaged ({check}).</source>
            <translation>Skor geçmişiniz bozuk ({check}).</translation>
        </message>
        <message>
            <source>Your score history is locked by another program; scores will be saved when it is free.</source>
            <translation>Skor geçmişiniz başka bir program tarafından kilitlenmiş; kilit kalkınca puanlar kaydedilecek.</translation>
        </message>
        <message>
            <source>Your score history is missing columns ({columns}).</source>
            <translation>Skor geçmişinizin bazı sütunları eksik ({columns}).</translation>
        </message>
        <message>
            <source>Your score history is missing tables.</source>
            <translation>Skor geçmişinizin bazı tabloları eksik.</translation>
        </message>
        <message>
            <source>Your score history was a folder, not a database file.</source>
            <translation>Skor geçmişiniz bir veritabanı dosyası değil, bir klasördü.</translation>
        </message>
        <message>
            <source>Your score history was not a regular file, not a database file.</source>
            <translation>Skor geçmişiniz bir veritabanı dosyası değil, normal bir dosya bile değildi.</translation>
        </message>
        <message>
            <source>Your score history was written by a newer Game Night (schema {version}; this one reads {known}).</source>
            <translation>Skor geçmişiniz daha yeni bir Game Night sürümüyle yazılmış (şema {version}; bu sürüm şema {known} okuyor).</translation>
        </message>
        <message>
            <source>Your settings</source>
            <translation>Ayarlarınız</translation>
        </message>
        <message>
            <source>Your settings file could not be read ({problem}); defaults are in use. It could not be moved aside ({reason}).</source>
            <translation>Ayar dosyanız okunamadı ({problem}); varsayılan ayarlar kullanılıyor. Dosya kenara taşınamadı ({reason}).</translation>
        </message>
        <message>
            <source>Your settings file could not be read ({problem}); defaults are in use. It was left where it is.</source>
            <translation>Ayar dosyanız okunamadı ({problem}); varsayılan ayarlar kullanılıyor. Dosya olduğu yerde bırakıldı.</translation>
        </message>
        <message>
            <source>Your settings file could not be read ({problem}); defaults are in use. The old file was kept as {file}.</source>
            <translation>Ayar dosyanız okunamadı ({problem}); varsayılan ayarlar kullanılıyor. Eski dosya {file} adıyla saklandı.</translation>
        </message>
        <message>
            <source>a default name is not text</source>
            <translation>varsayılan adlardan biri metin değil</translation>
        </message>
        <message>
            <source>a file is in the way of the folder</source>
            <translation>klasörün yerinde bir dosya var</translation>
        </message>
        <message>
            <source>a folder is in the way of the file</source>
            <translation>dosyanın yerinde bir klasör var</translation>
        </message>
        <message>
            <source>it cannot be opened: {reason}</source>
            <translation>açılamıyor: {reason}</translation>
        </message>
        <message>
            <source>it cannot be read: {reason}</source>
            <translation>okunamıyor: {reason}</translation>
        </message>
        <message>
            <source>it cannot be replayed: {error}</source>
            <translation>yeniden oynatılamıyor: {error}</translation>
        </message>
        <message>
            <source>it is a link, not a file</source>
            <translation>bir dosya değil, bir bağlantı</translation>
        </message>
        <message>
            <source>it is a second copy of the game in {file}</source>
            <translation>{file} dosyasındaki oyunun ikinci bir kopyası</translation>
        </message>
        <message>
            <source>it is damaged (not text)</source>
            <translation>bozuk, metin değil</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>normal bir dosya değil</translation>
        </message>
        <message>
            <source>it is too big (more than {limit} bytes)</source>
            <translation>çok büyük ({limit} bayttan fazla)</translation>
        </message>
        <message>
            <source>it is too big ({size} bytes; at most {limit} are read)</source>
            <translation>çok büyük ({size} bayt; en çok {limit} bayt okunur)</translation>
        </message>
        <message>
            <source>it would be too big ({size} bytes; Game Night reads files of at most {limit})</source>
            <translation>çok büyük olurdu ({size} bayt; Game Night en çok {limit} baytlık dosyaları okur)</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>bir JSON nesnesi değil</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>erişim izni yok</translation>
        </message>
        <message>
            <source>the data folder is read-only</source>
            <translation>veri klasörü salt okunur</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>disk dolu</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <translation>disk kotası doldu</translation>
        </message>
        <message>
            <source>the disk reported a read/write error</source>
            <translation>disk bir okuma/yazma hatası bildirdi</translation>
        </message>
        <message>
            <source>the game: {game}; the score history: {history}</source>
            <translation>oyun: {game}; skor geçmişi: {history}</translation>
        </message>
        <message>
            <source>the score history file cannot be opened</source>
            <translation>skor geçmişi dosyası açılamıyor</translation>
        </message>
        <message>
            <source>the score history file is damaged</source>
            <translation>skor geçmişi dosyası bozuk</translation>
        </message>
        <message>
            <source>the score history is locked by another program</source>
            <translation>skor geçmişi başka bir program tarafından kilitlenmiş</translation>
        </message>
        <message>
            <source>the score history reported an error ({error})</source>
            <translation>skor geçmişi bir hata bildirdi ({error})</translation>
        </message>
        <message>
            <source>the setting '{name}' has the wrong type</source>
            <translation>'{name}' ayarının türü yanlış</translation>
        </message>
        <message>
            <source>{problem} It was kept as {file}; a new, empty history was started.</source>
            <translation>{problem} Dosya {file} adıyla saklandı; yeni, boş bir geçmiş başlatıldı.</translation>
        </message>
        <message>
            <source>{what} could not be saved: {reason}</source>
            <translation>{what} kaydedilemedi: {reason}</translation>
        </message>
    </context>
</TS>
