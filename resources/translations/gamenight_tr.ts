<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
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
            <translation>Sonraki eli dağıt</translation>
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
            <translation>{number}. el: kimse — {how}</translation>
        </message>
        <message>
            <source>Round {number}: {name} — {how}</source>
            <translation>{number}. el: {name} — {how}</translation>
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
            <translation>El bitti.</translation>
        </message>
        <message>
            <source>What the hard bot would do now</source>
            <translation>Zor bot şimdi ne yapardı</translation>
        </message>
        <message>
            <source>Your discards</source>
            <translation>Attıklarınız</translation>
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
        <message>
            <source>{name}'s discards: take</source>
            <translation>Atılanlar: {name} — yerden al</translation>
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
        <name>PhoneServer</name>
        <message>
            <source>A hint is for your own turn.</source>
            <translation>İpucu yalnızca kendi sıranda alınır.</translation>
        </message>
        <message>
            <source>Another phone has taken this seat.</source>
            <translation>Bu yeri başka bir telefon aldı.</translation>
        </message>
        <message>
            <source>That is not this table's code.</source>
            <translation>Bu, bu masanın kodu değil.</translation>
        </message>
        <message>
            <source>That message was not JSON.</source>
            <translation>Bu mesaj JSON değildi.</translation>
        </message>
        <message>
            <source>That seat has joined already: ask the host for its link.</source>
            <translation>Bu yer zaten katıldı: ev sahibinden bağlantısını iste.</translation>
        </message>
        <message>
            <source>That seat is not played from a phone at this table.</source>
            <translation>Bu masada o yer telefondan oynanmıyor.</translation>
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
            <source>This link does not open a seat at this table (it may be old: ask the host for a new one).</source>
            <translation>Bu bağlantı bu masada bir yer açmıyor (eski olabilir: ev sahibinden yenisini iste).</translation>
        </message>
        <message>
            <source>Too many messages: disconnected.</source>
            <translation>Çok fazla mesaj: bağlantı kesildi.</translation>
        </message>
        <message>
            <source>Too many messages: slow down.</source>
            <translation>Çok fazla mesaj: biraz yavaşla.</translation>
        </message>
        <message>
            <source>Too many wrong codes at this table: wait a minute, or scan the QR code.</source>
            <translation>Bu masada çok fazla yanlış kod girildi: bir dakika bekle ya da QR kodunu okut.</translation>
        </message>
    </context>
    <context>
        <name>PhoneTable</name>
        <message>
            <source>a bot is playing your seat for now: ask the host to give it back</source>
            <translation>şimdilik yerinde bir bot oynuyor: ev sahibinden yerini geri vermesini iste</translation>
        </message>
        <message>
            <source>the next player has already played</source>
            <translation>sıradaki oyuncu çoktan oynadı</translation>
        </message>
        <message>
            <source>you have no move to take back</source>
            <translation>geri alacak hamlen yok</translation>
        </message>
        <message>
            <source>{move}: {reason}</source>
            <translation>{move}: {reason}</translation>
        </message>
        <message>
            <source>{player} took a move back</source>
            <translation>{player} bir hamlesini geri aldı</translation>
        </message>
        <message>
            <source>{player}: {move}</source>
            <translation>{player}: {move}</translation>
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
        <name>RoundLog</name>
        <message>
            <source>{player}: {move}</source>
            <translation>{player}: {move}</translation>
        </message>
    </context>
    <context>
        <name>SeatMessages</name>
        <message>
            <source>it is not your turn</source>
            <translation>sıra sende değil</translation>
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
        <message>
            <source>the game is over</source>
            <translation>oyun bitti</translation>
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
        <name>okey</name>
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
            <translation>bu el zaten dağıtıldı</translation>
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
            <source>{tile} is not on your rack</source>
            <translation>{tile} ıstakanızda yok</translation>
        </message>
    </context>
</TS>
