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
            <translation>Sonraki eli dağıt</translation>
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
            <translation>Bu dağıtım yeniden oynansın mı? Elin puanları, yeniden oynanana kadar skor geçmişinden çıkarılır.</translation>
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
            <translation>Bu elde geri alınacak bir kararınız yok.</translation>
        </message>
        <message>
            <source>What the strongest bot would do now</source>
            <translation>En güçlü botun şimdi yapacağı hamle</translation>
        </message>
        <message>
            <source>You cannot play {card}: {reason}.</source>
            <translation>Bu kartı oynayamazsınız ({card}): {reason}.</translation>
        </message>
        <message>
            <source>it may not be played now</source>
            <translation>şimdi oynanamaz</translation>
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
            <translation>El</translation>
        </message>
        <message>
            <source>Round {number}: {player} made the bid of {bid}</source>
            <translation>{number}. el: {player}, {bid} ihalesini tuttu</translation>
        </message>
        <message>
            <source>Round {number}: {player} went down on the bid of {bid}</source>
            <translation>{number}. el: {player}, {bid} ihalesinde battı</translation>
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
            <translation>El bitti.</translation>
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
            <translation>Elin</translation>
        </message>
        <message>
            <source>count {count} of 6</source>
            <translation>sayım {count}/6</translation>
        </message>
        <message>
            <source>moves the partner's</source>
            <translation>ortağınkileri yürütür</translation>
        </message>
        <message>
            <source>no marble can take it</source>
            <translation>hiçbir bilye bunu yapamaz</translation>
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
            <source>{move}, bumps you to start</source>
            <translation>{move}, sizi başlangıca gönderir</translation>
        </message>
        <message>
            <source>{move}, bumps {player} to start</source>
            <translation>{move}, {player} başlangıca döner</translation>
        </message>
        <message>
            <source>{move}, sends you to the home entrance</source>
            <translation>{move}, sizi ev girişine gönderir</translation>
        </message>
        <message>
            <source>{move}, sends {player} to the home entrance</source>
            <translation>{move}, {player} ev girişine döner</translation>
        </message>
        <message>
            <source>{player} is thinking…</source>
            <translation>{player} düşünüyor…</translation>
        </message>
        <message>
            <source>{player} play first.</source>
            <translation>İlk {player} oynar.</translation>
        </message>
        <message>
            <source>{player} plays first.</source>
            <translation>İlk {player} oynar.</translation>
        </message>
        <message>
            <source>{player}'s turn.</source>
            <translation>Sıra {player} oyuncusunda.</translation>
        </message>
        <message>
            <source>{player}: {move}</source>
            <translation>{player}: {move}</translation>
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
        <name>cards</name>
        <message>
            <source>Ace</source>
            <translation>as</translation>
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
        <name>goodge</name>
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
            <source>Hearts</source>
            <translation>Kupa</translation>
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
            <source>everyone else passed: you must bid at least {bid}</source>
            <translation>herkes pas geçti: en az {bid} ihale vermelisiniz</translation>
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
            <translation>ilk {seat}. oyuncu dağıtır</translation>
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
            <source>discard {card}: count {count} of 6</source>
            <translation>at: {card}, sayım {count}/6</translation>
        </message>
        <message>
            <source>discard {card}: no move this turn</source>
            <translation>at: {card}, bu tur hamle yok</translation>
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
            <translation>ilk {seat}. oyuncu oynar</translation>
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
    </context>
</TS>
