<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
    <context>
        <name>Charts</name>
        <message>
            <source>% won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a game in the list to see its score progression here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No finished round yet: the running totals appear here after the first round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results over time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results over time

Choose a player above to see their final scores here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results over time

Play a game to the end to see your final scores here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results over time

Play a game to the end to see {player}'s final scores here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results over time: {player}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score progression</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win share per game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win share per game

Play a game to the end to see the share of games won by {player} here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win share per game

Play a game to the end to see the share of games won here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win share per game (human players)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win share per game: {player}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>final score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>void</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>won</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{game} (%n played)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{share}%</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EndPanel</name>
        <message>
            <source>Back to the games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game, same players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round log</source>
            <translation type="unfinished" />
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
        <name>GameInfo</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{fewest}-{most} players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game} takes {players}, not {count}</source>
            <translation type="unfinished" />
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
        <name>GameScreen</name>
        <message>
            <source>A hint is for your own turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint: {move}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint: {move}. {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thinking of a hint…</source>
            <translation type="unfinished" />
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
        <name>HandFan</name>
        <message>
            <source>new</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HistoryCsv</name>
        <message>
            <source>finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game_id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>placement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round_{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>void_rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yyyy-MM-dd HH:mm</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HistoryPage</name>
        <message>
            <source>All games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to the page where you choose a game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Charts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game matches the chosen game and player: choose “All games” or “All players” to see more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No games yet. Finished rounds and games appear here as you play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players and scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The history was not exported: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Void round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>abandoned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{status}: no round finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{status}: no round finished yet</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{status}: totals after %n round(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{status}: totals after %n round(s) and {void} void</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>← Back to the games</source>
            <translation type="unfinished" />
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
        <name>LocalTime</name>
        <message>
            <source>ddd d MMM yyyy HH:mm</source>
            <translation type="unfinished" />
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
        <name>Names</name>
        <message>
            <source>, </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: you win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: {names} win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: {names} wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody wins this round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You win the round!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your move ({move})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} win the round!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} wins the round!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} wins!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player}'s move ({move})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{points} pt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{points} pts</source>
            <translation type="unfinished" />
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
        <name>Option</name>
        <message>
            <source>Draw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown option(s): {names}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{label}: expected a file's text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{label}: expected a whole number, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{label}: expected on or off, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{label}: {value} is not a step of {step} from {minimum}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{label}: {value} is not one of the choices</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{label}: {value} is outside {minimum}-{maximum}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PassGate</name>
        <message>
            <source>I am {name}: show my cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I am {name}: show my rack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation type="unfinished" />
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
        <name>ResumeDialog</name>
        <message>
            <source>A discarded game could not be marked abandoned in the history: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A game could not be discarded: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Discard %n game(s)…</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Discard %n saved game(s)? The files go to the autosave trash folder and the score history marks the games abandoned.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Discard games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume a game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These games were not finished. Pick one to carry on where it stopped, or select several (Ctrl or Shift) to discard them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bots only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>caller console</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>caller console, live caller</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>hot-seat, %n player(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>last played {last}, started {started}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}, call {call}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>solo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>started {started}</source>
            <translation type="unfinished" />
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
        <name>RoundLogDialog</name>
        <message>
            <source>Nothing has happened in this round yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round log</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>R{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
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
        <name>Undo</name>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo {move}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo {move} for {player}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo {move}?</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Undo {move}? This reopens %n finished round(s) and takes their scores out of the score history.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{undo}?</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{undo}? This reopens %n finished round(s) and takes their scores out of the score history.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>goker</name>
        <message>
            <source>&amp;Goker pattern reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A 75-ball bingo draw played with a deck of cards that carry bingo grids.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Coin-flip grace (s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal the cards in the app, or play with a physical Goker deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Goker wild cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Level 1 ends after call</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Level 2 ends after call</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Level 3 ends after call</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Live caller: tap in the numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Multiple of 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Multiple of 5; above 65 most cards fill up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Physical cards at the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points for a guess</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rapid Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seconds to call GOKER on a round's 5th ball before the coin flip ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app deals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app draws</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The built-in deck, or a deck file (for instance your physical deck, transcribed once).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first ball also marks every number with the same last digit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What a GOKER call scores.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who draws the balls: the app, or a live caller whose numbers you tap in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wild cards shuffled into the deck.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>goodge</name>
        <message>
            <source>1 ranks high</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1000 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>500 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid, name trump among five suits and chase the Crown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 1 of each suit ranks above the 10 (the Crown stays highest).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game ends after a round in which someone has this many points.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>jokers</name>
        <message>
            <source>A partnership marble race with cards (Texas Good Sam rules).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>okey</name>
        <message>
            <source>A player holding the indicator's twin may show it before their first move; the others lose 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A red or black indicator doubles the losses.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Colour doubling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gosterge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In seven pairs, the two okeys make a pair.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partners sit opposite and share their points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points each player starts with.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Turkish tile game: build sets and runs, finish on the indicator.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two okeys pair</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>pokeno</name>
        <message>
            <source>Dice set the draw and a bonus hand; cover cards, score poker hands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone calls once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Live caller: enter dice and cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app rolls and draws</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who rolls and draws: the app, or a live caller whose dice and cards you enter by touch.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With more than 5 players, play one counted round per player so everyone is caller once.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
