/* The page's own words in the phone's language. The host's words (the moves offered, refusals,
   what happened) come already in it: the page names its language in its hello.
   The language: the phone's (navigator.languages) when the page speaks it, else the host's (the
   host serves the page with its language on <html lang>), else English. Each table is keyed by
   the English sentence; {name} blanks are filled by GN.t(sentence, {name: value}). No eval: the
   page's Content-Security-Policy allows none. */
"use strict";
window.GN = window.GN || { renderers: {} };
(function () {
  const TABLES = {
    tr: {
      // the page and the join form
      "Connection": "Bağlantı",
      "connecting": "bağlanıyor",
      "connected": "bağlı",
      "offline": "bağlantı yok",
      "closed": "kapandı",
      "Sound on": "Ses açık",
      "Sound off": "Ses kapalı",
      "What you can do": "Yapabilecekleriniz",
      "What happened": "Olanlar",
      "Join the table": "Masaya katılın",
      "Your name": "Adınız",
      "Table code": "Masa kodu",
      "Your seat's number": "Yerinizin numarası",
      "Join": "Katıl",
      "Scan your seat's QR code on the host's screen, or type the table code and your seat's number shown there.":
        "Ev sahibinin ekranındaki yerinize ait QR kodunu okutun ya da orada gösterilen masa kodunu ve yerinizin numarasını yazın.",
      "Not connected: trying again\u2026": "Bağlı değil: yeniden deneniyor\u2026",
      "Hint: {words}": "İpucu: {words}",
      "Spectator": "İzleyici",
      "The game is over": "Oyun bitti",
      "Your turn": "Sıra sizde",
      "You can act now": "Şimdi oynayabilirsiniz",
      "Waiting for {player}": "{player} bekleniyor",
      "The table is drawing\u2026": "Masa çekiyor\u2026",
      "Hint": "İpucu",
      "Undo my move": "Hamlemi geri al",
      "{first} and {second}": "{first} ve {second}",
      // cards
      "{rank} of spades": "maça {rank}",
      "{rank} of hearts": "kupa {rank}",
      "{rank} of diamonds": "karo {rank}",
      "{rank} of clubs": "sinek {rank}",
      // Okey
      "red {number}": "kırmızı {number}",
      "black {number}": "siyah {number}",
      "blue {number}": "mavi {number}",
      "yellow {number}": "sarı {number}",
      "false joker": "sahte okey",
      "stock": "orta",
      "indicator": "gösterge",
      "okey: {tile}": "okey: {tile}",
      "You can finish: drag a tile onto the indicator, or tap it.": "Elinizi bitirebilirsiniz: bir taşı göstergenin üstüne sürükleyin ya da ona dokunun.",
      "{player} \u2192 you": "{player} \u2192 siz",
      "Between rounds. Scores: {scores}": "Turlar arası. Puanlar: {scores}",
      "Drag a tile here to discard it (or double-tap it)": "Atmak için taşı buraya sürükleyin (ya da iki kez dokunun)",
      "Round {round}: nobody finished ({how}). Points: {scores}": "{round}. tur: kimse bitiremedi ({how}). Puanlar: {scores}",
      "Round {round}: {player} won with {how}. Points: {scores}": "{round}. tur: {player} kazandı ({how}). Puanlar: {scores}",
      "sets and runs": "per ve seri",
      "okey finish": "okey atarak",
      "seven pairs": "çifte",
      "seven pairs okey": "çifte, okey atarak",
      "stock out": "orta bitti",
      "gosterge": "gösterge",
      // Goker
      "Call {calls} \u00b7 level {level} ends at {end}": "Çekiş {calls} \u00b7 {level}. seviye {end}. çekişte biter",
      "Your guess this round: {guess}": "Bu turdaki tahmininiz: {guess}",
      "Tap your guess: a number not called and not guessed yet.": "Tahmininize dokunun: henüz çekilmemiş ve tahmin edilmemiş bir sayı.",
      "Play this card face down": "Bu kartı kapalı oynayın",
      "Level {level} ends: play one of your cards face down. The best pattern wins the level.":
        "{level}. seviye bitiyor: kartlarınızdan birini kapalı oynayın. En iyi desen seviyeyi kazanır.",
      "{pattern} \u00b7 {points} pts": "{pattern} \u00b7 {points} puan",
      "No pattern \u00b7 {points} pts": "Desen yok \u00b7 {points} puan",
      "The guesses of this round": "Bu turun tahminleri",
      "{player} guessed {number}": "{player} tahmini: {number}",
      "called": "çekildi",
      "guessed this round": "bu turda tahmin edildi",
      "not called yet": "henüz çekilmedi",
      "Level {level} result": "{level}. seviyenin sonucu",
      "Level {level}: nobody won": "{level}. seviye: kimse kazanmadı",
      "Level {level}: {player} won": "{level}. seviye: {player} kazandı",
      "no pattern": "desen yok",
      "{points} pts": "{points} puan",
      "Scores: {scores}": "Puanlar: {scores}",
      "Daub for me": "Benim yerime işaretle",
      "I daub by tapping": "Dokunarak ben işaretlerim",
      // The Goodge Rules
      "Spades": "Maça",
      "Diamonds": "Karo",
      "Stars": "Yıldız",
      "Hearts": "Kupa",
      "Clubs": "Sinek",
      "none": "yok",
      "the Crown": "Taç",
      "{rank} of {suit}": "{suit} {rank}",
      "{player} is the Goodge, bid {bid}": "{player} Goodge oldu, ihale {bid}",
      "High bid {bid} by {player}": "En yüksek ihale: {bid} ({player})",
      "Trump: {suit}": "Koz: {suit}",
      "Points taken: {points}": "Alınan puanlar: {points}",
      "Led: {suit}": "İlk atılan: {suit}",
      "Tap a card to put it back in the stash.": "Dibe geri koymak için bir karta dokunun.",
      "Your bid": "İhaleniz",
      "Bid": "İhale ver",
      "Last round: {player} bid {bid} and took {took}: made. Totals: {totals}":
        "Son tur: {player} {bid} ihale verdi, {took} aldı: tuttu. Toplamlar: {totals}",
      "Last round: {player} bid {bid} and took {took}: short. Totals: {totals}":
        "Son tur: {player} {bid} ihale verdi, {took} aldı: battı. Toplamlar: {totals}",
      "You cannot play {card}: {reason}.": "Bu kartı oynayamazsınız ({card}): {reason}.",
      "{player} took the last trick:": "Son eli {player} aldı:",
      // Super Pokeno Bonus
      "pair": "per",
      "two pair": "döper",
      "three of a kind": "üçlü",
      "straight": "kent",
      "flush": "renk",
      "full house": "ful",
      "four of a kind": "kare",
      "straight flush": "sıralı renk",
      "The others are choosing their boards\u2026": "Diğerleri tahtalarını seçiyor\u2026",
      "Play board {board}": "{board}. tahtayla oyna",
      "Choose your board: each line shows the hand it makes when all its cards are called.":
        "Tahtanızı seçin: her sıranın yanında, tüm kartları çağrıldığında yaptığı el yazar.",
      "Board {board}": "Tahta {board}",
      "Round {round} of {rounds}: {players} won": "Tur {round} / {rounds}: {players} kazandı",
      "Round {round} of {rounds}: nobody won": "Tur {round} / {rounds}: kimse kazanmadı",
      "\u2605 called the round.": "\u2605 bu turu çağırdı.",
      "Call {call}": "Çağrı {call}",
      "Call {call} of {calls}": "Çağrı {call} / {calls}",
      "Rolling the dice\u2026": "Zarlar atılıyor\u2026",
      "Bonus hand: {hand}": "Bonus eli: {hand}",
      "Bonus hand: {hand} \u00d7 {multiplier}": "Bonus eli: {hand} \u00d7 {multiplier}",
      "Your board {board} \u00b7 this round {now} \u00b7 total {total}": "{board}. tahtanız \u00b7 bu tur {now} \u00b7 toplam {total}",
      "This round is void (the caller rolled 11).": "Bu tur geçersiz (çağıran 11 attı).",
      "Round points: {points}": "Tur puanları: {points}",
      // Jokers
      "joker": "joker",
      "{player} {count}/{total} home": "{player} {count}/{total} evde",
      "Split: which marble moves first?": "Bölme: önce hangi bilye gitsin?",
      "Then, the whole card:": "Sonra kartın tamamı:",
      "Play this move": "Bu hamleyi oynayın",
      "The {card} has no move: {reason}.": "{card} ile hamle yok: {reason}.",
      "Your partner: {player}": "Ortağınız: {player}",
      "Last discard": "Son atılan",
      "No card can move: discard one.": "Hiçbir kart oynanamıyor: birini atın.",
      "Tap a card to see what it can do.": "Ne yapabileceğini görmek için bir karta dokunun.",
      "{players} win.": "{players} kazandı.",
      "The track": "Yol",
      "The track, with the chosen move": "Yol, seçilen hamleyle",
    },
  };

  /* "tr-TR" -> "tr" when the page speaks it, else null. */
  function spoken(name) {
    const code = String(name || "").toLowerCase().split(/[-_]/)[0];
    return code === "en" || TABLES[code] ? code : null;
  }

  function chosen() {
    const phone = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language])
      .map(spoken).find(Boolean);
    return phone || spoken(document.documentElement.lang) || "en";
  }

  GN.language = chosen();

  /* `english` in the page's language, its {blanks} filled from `blanks`. */
  GN.t = function (english, blanks) {
    const table = TABLES[GN.language] || {};
    const sentence = Object.prototype.hasOwnProperty.call(table, english) ? table[english] : english;
    return sentence.replace(/\{(\w+)\}/g, function (whole, name) {
      return blanks && Object.prototype.hasOwnProperty.call(blanks, name) ? String(blanks[name]) : whole;
    });
  };

  /* The page's own markup in its language: text marked data-t, and every aria-label and title. */
  GN.translatePage = function () {
    document.documentElement.lang = GN.language;
    document.querySelectorAll("[data-t]").forEach(function (node) { node.textContent = GN.t(node.textContent.trim()); });
    document.querySelectorAll("[aria-label]").forEach(function (node) {
      node.setAttribute("aria-label", GN.t(node.getAttribute("aria-label")));
    });
    document.querySelectorAll("[title]").forEach(function (node) { node.title = GN.t(node.title); });
  };

  /* `text` as a sentence: its first letter a capital, by the page's language (Turkish i -> İ). */
  GN.sentence = function (text) { return text.charAt(0).toLocaleUpperCase(GN.language) + text.slice(1); };

  /* More of the page's own words, by language ({tr: {"English": "..."}}): a part of the page
     that keeps its words beside it (night.js). */
  GN.addWords = function (tables) {
    Object.keys(tables).forEach(function (code) { TABLES[code] = Object.assign(TABLES[code] || {}, tables[code]); });
  };

  /* Every name of `names` in one phrase: "Ann", "Ann and Bob", "Ann, Bob and Cem". */
  GN.together = function (names) {
    if (names.length < 2) return names.join("");
    return GN.t("{first} and {second}", { first: names.slice(0, -1).join(", "), second: names[names.length - 1] });
  };
})();
