// decrypto_qt in a browser: a team window that draws the host's views and sends actions.
// It speaks the protocol of docs/protocol.md over the host's WebSocket. Every rule is the
// host's: the clue checks below only warn early, and the host checks again.
"use strict";

// --- clue checks (R22-R24), ported from decrypto_qt/engine/normalize.py and clues.py ---

const Clues = (() => {
  const MAX = 60;
  const accented = (ch) => {
    const cp = ch.codePointAt(0);
    return cp < 0x0530 || (cp >= 0x1e00 && cp <= 0x1fff);
  };
  // Ligatures are spelled out as the engine does (R20: œ = oe, æ = ae, ß = ss).
  const casefold = (s) =>
    s.toLowerCase().replace(/ß/g, "ss").replace(/ς/g, "σ").replace(/œ/g, "oe").replace(/æ/g, "ae");
  function normalize(text) {
    const folded = casefold(text.normalize("NFKC"));
    let out = "";
    let base = "";
    for (const ch of folded.normalize("NFKD")) {
      if (/\p{Cf}/u.test(ch)) continue;
      if (/[\p{Mn}\p{Me}]/u.test(ch)) {
        if (!base || accented(base)) continue;
      } else {
        base = ch;
      }
      out += ch;
    }
    return out.normalize("NFC").replace(/\s+/gu, " ").trim();
  }
  function unspaced(ch) {
    const cp = ch.codePointAt(0);
    return (
      (cp >= 0x2e80 && cp <= 0x9fff) || (cp >= 0xac00 && cp <= 0xd7af) ||
      (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0x20000 && cp <= 0x3ffff) ||
      (cp >= 0x0e00 && cp <= 0x0eff) || (cp >= 0x1000 && cp <= 0x109f) ||
      (cp >= 0x1780 && cp <= 0x17ff)
    );
  }
  function words(text) {
    const out = [];
    let cur = "";
    for (const ch of normalize(text)) {
      if (/[\p{L}\p{M}\p{N}]/u.test(ch) && !unspaced(ch)) cur += ch;
      else if (cur) { out.push(cur); cur = ""; }
    }
    if (cur) out.push(cur);
    return out;
  }
  function containsKeyword(text, keyword) {
    const key = normalize(keyword);
    if (!key) return false;
    if ([...key].some(unspaced)) {
      return normalize(text).replaceAll(" ", "").includes(key.replaceAll(" ", ""));
    }
    const kw = words(key);
    if (!kw.length) return normalize(text).includes(key);
    const tw = words(text);
    for (let i = 0; i + kw.length <= tw.length; i++) {
      if (kw.every((w, j) => tw[i + j] === w)) return true;
    }
    return false;
  }
  /** The code of the first rule ``text`` breaks, or null; like engine.clues.check_clue. */
  function check(text, keywords, earlier) {
    // Control characters (tabs and newlines too) are refused before spaces are tidied.
    if (/[\p{Cc}\p{Cs}]/u.test(text)) return "clue/invalid";
    const clue = text.split(/\s+/u).filter(Boolean).join(" ");
    const norm = normalize(clue);
    if (!norm) return "clue/empty";
    if ([...clue].length > MAX) return "clue/too_long";
    for (const k of keywords) {
      if (norm === normalize(k)) return "clue/is_keyword";
      if (containsKeyword(clue, k)) return "clue/contains_keyword";
    }
    if (earlier.some((e) => normalize(e) === norm)) return "clue/repeated";
    return null;
  }
  return { normalize, containsKeyword, check };
})();
window.DecryptoClues = Clues; // the browser tests compare it with the engine's

// --- small helpers ---

const $ = (id) => document.getElementById(id);
let S = {};
let LANGUAGES = {};
function t(key, ...args) {
  let s = S[key] ?? key;
  args.forEach((a, i) => { s = s.split(`%${i + 1}`).join(String(a)); });
  return s;
}
function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}
const MARK = { white: "○", black: "■" };
const codeText = (code) => (code || []).map((d) => d ?? "·").join(" ");
const narrowCode = (code) => (code || []).map((d) => d ?? "·").join("\u2009"); // thin spaces
const store = {
  key: (k) => `decrypto:${location.host}:${k}`,
  get(k) { try { return localStorage.getItem(this.key(k)); } catch { return null; } },
  set(k, v) {
    try { v === null ? localStorage.removeItem(this.key(k)) : localStorage.setItem(this.key(k), v); } catch { /* private mode */ }
  },
};
const timings = (window.decryptoTimings = { start: performance.now() });

// --- state ---

const st = {
  room: null, pinRequired: false, welcome: null, lobby: null, view: null, version: 0,
  offset: 0, status: "closed", joined: false, refused: null, lastError: "",
};
let ws = null;
let stopped = true;
let attempt = 0;
let retryTimer = 0;
let lastHeard = 0;
let nextId = 1;
const BACKOFF = [200, 500, 1000, 2000, 4000];
const BEAT = 2000;

function mySeats() { return st.welcome ? st.welcome.seats.map((s) => s.id) : []; }
function myTeam() {
  const v = st.view;
  if (v && v.window && v.window.team) return v.window.team;
  const seats = st.welcome ? st.welcome.seats : [];
  const lobbyMe = st.lobby && st.lobby.players.find((p) => mySeats().includes(p.id));
  return (lobbyMe && lobbyMe.team) || (seats[0] && seats[0].team) || null;
}
/** The colon that joins a label to its text, in the page's language ("：", " : "). */
function colon() {
  const lang = store.get("lang") || "";
  return lang.startsWith("zh") ? "：" : lang === "fr" ? "\u00a0: " : ": ";
}
function teamLabel(team) {
  const three = st.view ? st.view.settings.variant === "three_player" : st.lobby && st.lobby.variant === "three_player";
  // Chinese sets the mark right against the name ("○白队"), as the windows do.
  const gap = (store.get("lang") || "").startsWith("zh") ? "" : " ";
  return `${MARK[team]}${gap}${three && team === "black" ? t("interceptor") : t(team)}`;
}
// A seat the computer plays: a small robot (our own drawing) and the word, "computer · hard".
const SVG_NS = "http://www.w3.org/2000/svg";
function robot() {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "robot");
  svg.setAttribute("aria-hidden", "true");
  const shapes = [
    ["line", { x1: 12, y1: 3, x2: 12, y2: 7, class: "stalk" }],
    ["circle", { cx: 12, cy: 2.6, r: 2.2 }],
    ["rect", { x: 2, y: 7, width: 20, height: 15, rx: 4 }],
    ["rect", { x: 0, y: 12, width: 2, height: 5 }],
    ["rect", { x: 22, y: 12, width: 2, height: 5 }],
    ["circle", { cx: 8, cy: 12.5, r: 2.3, class: "mark" }],
    ["circle", { cx: 16, cy: 12.5, r: 2.3, class: "mark" }],
    ["line", { x1: 7.5, y1: 18, x2: 16.5, y2: 18, class: "mark-line" }],
  ];
  for (const [tag, attrs] of shapes) {
    const e = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    svg.append(e);
  }
  return svg;
}
// A computer seat without a level is a scripted bot (it does not read the words).
function computerWord(level) {
  const name = level ? S[`level_${level}`] : null;
  return name ? `${t("computer")} · ${name}` : t("scripted_bot");
}
function seatMark(id) {
  for (const tv of (st.view ? st.view.teams : [])) {
    const p = tv.players.find((x) => x.id === id);
    if (p) return p;
  }
  return (st.lobby && st.lobby.players.find((x) => x.id === id)) || { name: id };
}
// A seat's name, with the computer's badge after it when the computer plays it.
function seatNode(p) {
  if (!p.computer) return p.name;
  const level = p.level && S[`level_${p.level}`];
  const said = level ? `${t("computer_player", p.name)}, ${level}` : t("scripted_player", p.name);
  return h("span", { class: "seat computer-seat", title: said },
    p.name, " ", h("span", { class: "computer", "data-level": p.level || null }, robot(), " ", computerWord(p.level)));
}
// t() with nodes in place of %1, %2…: a translated sentence around a badged name.
function tNodes(key, ...args) {
  const s = S[key] ?? key;
  const out = [];
  let last = 0;
  for (const m of s.matchAll(/%(\d)/g)) {
    out.push(s.slice(last, m.index));
    out.push(args[Number(m[1]) - 1] ?? "");
    last = m.index + m[0].length;
  }
  out.push(s.slice(last));
  return out;
}
function playerName(id) {
  for (const tv of (st.view ? st.view.teams : [])) {
    const p = tv.players.find((x) => x.id === id);
    if (p) return p.name;
  }
  const p = st.lobby && st.lobby.players.find((x) => x.id === id);
  return p ? p.name : id;
}

// --- the connection ---

function send(message) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}
function act(action, { player = null, base = null } = {}) {
  const m = { type: "action", id: nextId++, action };
  if (player) m.player = player;
  if (base !== null) m.base = base;
  send(m);
}
function setStatus(s) {
  st.status = s;
  $("status").textContent = st.joined ? t(s) : "";
  const lost = (s === "lost" || s === "connecting") && st.view;
  showBanner(lost ? `⚠ ${t("lost_banner")}` : "");
}
function showBanner(text) {
  $("banner").textContent = text;
  $("banner").hidden = !text;
}

function connect() {
  clearTimeout(retryTimer);
  if (stopped) return;
  if (ws) { ws.onclose = null; ws.close(); }
  setStatus("connecting");
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  let sock;
  try {
    sock = new WebSocket(`${scheme}://${location.host}/ws`);
  } catch {
    $("join-error").textContent = t("no_socket");
    return;
  }
  ws = sock;
  sock.onopen = () => {
    lastHeard = Date.now();
    const names = (store.get("names") || "").split(",").map((n) => n.trim()).filter(Boolean);
    send({
      type: "hello", protocol: 1, app: "web", names,
      resume: store.get("token"), pin: store.get("pin") || null,
    });
  };
  sock.onmessage = (e) => {
    lastHeard = Date.now();
    let m;
    try { m = JSON.parse(e.data); } catch { return; }
    receive(m);
  };
  sock.onclose = () => {
    if (ws !== sock) return;
    ws = null;
    if (stopped) { setStatus("closed"); return; }
    setStatus("lost");
    const delay = BACKOFF[Math.min(attempt, BACKOFF.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
  };
}
setInterval(() => {
  if (!ws || ws.readyState !== WebSocket.OPEN) return;
  if (Date.now() - lastHeard > 3 * BEAT) { ws.close(); return; } // silent host: start again
  send({ type: "ping", t: Date.now() / 1000 });
}, BEAT);
// A phone that slept or a tab in the background: come back at once when seen again.
function wake() {
  if (stopped || document.visibilityState !== "visible") return;
  if (!ws || ws.readyState > WebSocket.OPEN || Date.now() - lastHeard > 3 * BEAT) {
    attempt = 0;
    connect();
  }
}
document.addEventListener("visibilitychange", wake);
window.addEventListener("online", wake);
window.addEventListener("pageshow", wake);

function receive(m) {
  switch (m.type) {
    case "welcome":
      st.welcome = m;
      st.room = m.room;
      st.joined = true;
      st.refused = null;
      attempt = 0;
      store.set("token", m.resume);
      setStatus("connected");
      break;
    case "refused":
      stop(m.code === "hello/pin" || m.code === "hello/name" ? null : m.code);
      st.refused = m;
      if (m.code === "hello/pin") { st.pinRequired = true; store.set("pin", null); }
      $("join-error").textContent = t(m.code) !== m.code ? t(m.code) : m.message;
      break;
    case "bye":
      if (m.code !== "host/closing") {
        stop(m.code);
        showBanner(`✖ ${t("refused", t(m.code) !== m.code ? t(m.code) : m.message)}`);
      }
      break;
    case "lobby": st.lobby = m; st.room = m.room; break;
    case "view":
      if (st.view && m.view.game !== st.view.game) newGame();
      st.view = m.view;
      st.version = m.version;
      st.offset = m.now - Date.now() / 1000;
      if (!timings.firstView) timings.firstView = performance.now();
      window.decryptoVersion = m.version;
      break;
    case "error": toast(t(m.code) !== m.code ? t(m.code) : m.message); break;
    default: return;
  }
  render();
}
/** The host started another game at this table: nothing of the last one carries over. */
function newGame() {
  buzzed = "";
  actionKey = "";
  sentDrafts = [];
  guessDraft = [null, null, null];
  for (const k of Object.keys(noteTimers)) clearTimeout(noteTimers[k]);
  noteTimers = {};
  const active = document.activeElement;
  if (active && active.classList.contains("note")) active.blur(); // the old note is not kept
  $("status").textContent = t("new_game");
}
function stop(code) {
  stopped = true;
  if (code === "host/kicked" || code === "host/replaced") store.set("token", null);
  if (ws) { ws.onclose = null; ws.close(); ws = null; }
  st.joined = false;
  setStatus("closed");
}
function toast(text) {
  st.lastError = text;
  $("status").textContent = `✖ ${text}`;
}

// --- drawing ---

function translatePage() {
  document.documentElement.lang = (store.get("lang") || "en").replace("_", "-");
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  document.title = st.room ? `${t("title")} — ${st.room}` : t("title");
}

function render() {
  translatePage();
  const joined = st.joined || (st.welcome && !stopped);
  $("join").hidden = Boolean(joined);
  $("leave").hidden = !joined;
  $("join-heading").textContent = t("join_heading", st.room || t("title"));
  $("pin-row").hidden = !st.pinRequired;
  $("room").textContent = st.room || t("title");
  const team = myTeam();
  $("badge").textContent = team ? teamLabel(team) : "";
  $("badge").className = `badge ${team || ""}`;
  document.body.dataset.team = team || "";
  const names = mySeats().map(playerName).join(", ");
  $("players").textContent = names ? t("playing", names) : "";
  const inGame = Boolean(joined && st.view);
  $("lobby").hidden = !joined || inGame;
  $("game").hidden = !inGame;
  if (joined && !inGame) renderLobby();
  renderHeader();
  if (inGame) {
    renderScreen();
    renderAction();
    renderReveal();
    renderSheet();
  }
  renderTurn(inGame ? st.view : null);
  if (!timings.firstDraw && joined && (st.lobby || st.view)) timings.firstDraw = performance.now();
  document.body.dataset.phase = inGame ? st.view.phase : joined ? "lobby" : "join";
}

function renderHeader() {
  const v = st.view;
  $("round").textContent = v ? `${t("round_of", v.round, v.rounds)} · ${t(`phase/${v.phase}`)}` : "";
  const tokens = $("tokens");
  tokens.replaceChildren();
  if (!v) return;
  for (const tv of v.teams) {
    const label = t("tokens", teamLabel(tv.team), tv.interceptions, tv.miscommunications);
    tokens.append(h("p", { class: `token ${tv.team}`, "aria-label": label, title: label },
      h("span", { class: "mark", text: MARK[tv.team] }),
      h("span", { class: "good", "aria-hidden": "true", text: `✔${tv.interceptions}` }),
      h("span", { class: "bad", "aria-hidden": "true", text: `✖${tv.miscommunications}` })));
  }
}
function tickTimer() {
  const v = st.view;
  const el = $("timer");
  let left = null;
  if (v && v.paused && v.paused_remaining !== null) left = v.paused_remaining;
  else if (v && v.deadline !== null) left = Math.max(0, v.deadline - (Date.now() / 1000 + st.offset));
  el.hidden = left === null;
  if (left === null) return;
  const s = Math.ceil(left);
  const text = `⏳ ${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  el.textContent = v.paused ? `${t("paused_short")} ${text}` : text;
  el.setAttribute("aria-label", `${t("timer")}${colon()}${s}`);
  el.classList.toggle("hurry", s <= 10 && !v.paused);
}
setInterval(tickTimer, 250);

function renderLobby() {
  const lobby = st.lobby;
  const mine = mySeats();
  for (const col of document.querySelectorAll(".team-col")) {
    const team = col.dataset.team;
    col.querySelector("h3").textContent = teamLabel(team);
    const list = col.querySelector("ul");
    list.replaceChildren();
    for (const p of (lobby ? lobby.players : []).filter((x) => x.team === team)) {
      let text = p.ready ? " ✔" : "";
      if (p.away) text += ` (${t("away")})`;
      if (mine.includes(p.id)) text += ` ← ${t("you")}`;
      list.append(h("li", { class: mine.includes(p.id) ? "me" : null }, seatNode(p), text));
    }
    const button = col.querySelector("button");
    const three = lobby && lobby.variant === "three_player";
    button.textContent = t(three && team === "black" ? "join_interceptor" : "join_team", teamLabel(team));
    button.disabled = myTeam() === team;
  }
  const me = lobby && lobby.players.find((p) => mine.includes(p.id));
  $("ready").checked = Boolean(me && me.ready);
  const problem = lobby && lobby.problem;
  $("lobby-problem").textContent = lobby && lobby.started ? t("game_on")
    : problem ? t("not_ready", problem) : me && me.ready ? t("waiting_start") : "";
}

function renderScreen() {
  const v = st.view;
  const team = myTeam();
  const tv = team && v.teams.find((x) => x.team === team);
  const list = $("keywords");
  list.replaceChildren();
  const words = tv && tv.keywords;
  // The Interceptor of the three-player game has no screen of its own.
  $("screen").hidden = v.settings.variant === "three_player" && team === "black" && v.phase !== "game_over";
  if (!words || !words.length) {
    list.append(h("li", { class: "hint", text: t("keywords_later") }));
    return;
  }
  words.forEach((w, i) => list.append(h("li", { "aria-label": t("keyword_n", i + 1, w) },
    h("span", { class: "num", "aria-hidden": "true", text: String(i + 1) }),
    h("span", { class: "word", "aria-hidden": "true", text: w }))));
}

// -- your turn: the team must write its clues, or the sand timer runs against it --
/** "write" (this window serves the encryptor), "hurry" (the sand timer runs against our
 * clues) or null. */
function turnOf(v, team) {
  if (!v || !team || v.paused || v.phase !== "encrypting") return null;
  const mine = v.teams.find((x) => x.team === team);
  if (!mine || !mine.encryptor || mine.clues_in) return null;
  if (v.deadline !== null && v.deadline !== undefined) return "hurry";
  const secret = v.secret || {};
  return v.window.serves_encryptor && secret.code && !secret.clues ? "write" : null;
}
let buzzed = "";
function renderTurn(v) {
  const turn = turnOf(v, myTeam());
  $("turn").hidden = !turn;
  document.body.classList.toggle("my-turn", Boolean(turn));
  if (!turn) return;
  $("turn-link").textContent = t(turn === "hurry" ? "turn_hurry" : "turn_write");
  document.title = `● ${document.title}`;
  const key = `${v.game}:${v.round}:${turn}`;
  if (key === buzzed) return;
  buzzed = key;
  buzz(turn === "hurry" ? [200, 100, 200] : [150]);
}
/** Vibrate, where the device can, the person has touched the page (browsers allow it only
 * then) and has not asked for less motion. */
function buzz(pattern) {
  if (typeof navigator.vibrate !== "function") return;
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  if (window.matchMedia && matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  try { navigator.vibrate(pattern); } catch { /* not allowed here */ }
}

// The action of the moment is rebuilt only when what is asked changes, so typing,
// focus and a held button survive the views that keep arriving.
let actionKey = "";
function renderAction() {
  const v = st.view;
  const team = myTeam();
  const box = $("action");
  const key = actionKeyOf(v, team);
  const rebuild = key !== actionKey;
  actionKey = key;
  if (v.paused) return rebuild && box.replaceChildren(h("p", { class: "big", text: `❚❚ ${t("paused")}` }));
  if (!team) return rebuild && box.replaceChildren();
  const secret = v.secret || { notes: [] };
  if (v.phase === "encrypting") {
    const serves = v.window.serves_encryptor && secret.code && !secret.clues;
    if (serves) return rebuild ? buildEncrypt(box, v, team, secret) : checkClues();
    return box.replaceChildren(...v.teams.filter((tv) => tv.encryptor).map((tv) =>
      h("p", { class: "big" }, ...tNodes(tv.clues_in ? "handed_in" : "writing", teamLabel(tv.team), seatNode(seatMark(tv.encryptor))))));
  }
  if (v.phase === "decoding" && v.decoding) {
    if (rebuild) buildGuess(box, v, team, secret);
    return updateGuess(v, team, secret);
  }
  if (v.phase === "keyword_guessing" || v.phase === "keyword_judging") {
    if (rebuild) buildTieBreak(box, v, team, secret);
    return;
  }
  if (v.phase === "game_over") return rebuild && buildGameOver(box, v);
}
function actionKeyOf(v, team) {
  // Only what changes the question asked of this window; not what others do meanwhile.
  const d = v.decoding;
  const s = v.secret || {};
  const tb = v.tiebreak || { submitted: {} };
  const base = [v.phase, v.round, v.paused, team];
  if (v.phase === "encrypting") return JSON.stringify([...base, v.window.serves_encryptor, Boolean(s.code), Boolean(s.clues)]);
  if (v.phase === "decoding" && d) {
    const mineLocked = (d.team === team ? d.own_locked : d.opp_locked) || Boolean(s.guess && s.guess.locked);
    return JSON.stringify([...base, d.team, mineLocked, d.interception]);
  }
  if (v.phase === "keyword_guessing") {
    return JSON.stringify([...base, Boolean((s.keyword_guesses && s.keyword_guesses.submitted) || tb.submitted[team])]);
  }
  if (v.phase === "keyword_judging") return JSON.stringify([...base, tb.judged, tb.accepted, tb.guesses]);
  return JSON.stringify([...base, v.outcome]);
}

// -- encrypting --
let clueFields = [];
let clueContext = { keywords: [], earlier: [] };
let draftTimer = 0;
function buildEncrypt(box, v, team, secret) {
  const mine = v.teams.find((x) => x.team === team);
  clueContext = {
    keywords: mine.keywords || [],
    earlier: v.history.filter((e) => e.team === team).flatMap((e) => e.clues).filter(Boolean),
    player: mine.encryptor,
  };
  const hold = Boolean(secret.hold_to_reveal);
  const code = h("p", { id: "code", class: "code", "aria-live": "polite" });
  // V7: on a shared device the code, and so each clue's digit, shows only while held.
  const showCode = (on) => {
    code.textContent = on ? t("code", codeText(secret.code)) : t("code_hidden");
    [0, 1, 2].forEach((i) => {
      const label = document.querySelector(`label[for="clue${i}"]`);
      if (label) label.textContent = on ? t("clue_for", secret.code[i]) : t("clue_n", i + 1);
    });
  };
  const parts = [h("h2", { text: t("encrypt_heading") }), code];
  if (hold) {
    const b = h("button", { type: "button", class: "hold", text: t("hold") });
    const on = (e) => { e.preventDefault(); showCode(true); };
    const off = () => showCode(false);
    b.addEventListener("pointerdown", on);
    for (const ev of ["pointerup", "pointerleave", "pointercancel", "blur"]) b.addEventListener(ev, off);
    b.addEventListener("keydown", (e) => { if (e.key === " " || e.key === "Enter") on(e); });
    b.addEventListener("keyup", off);
    b.addEventListener("contextmenu", (e) => e.preventDefault());
    parts.push(b);
  }
  const form = h("form", { novalidate: true, onsubmit: (e) => { e.preventDefault(); submitClues(); } });
  clueFields = [0, 1, 2].map((i) => {
    const input = h("input", {
      id: `clue${i}`, maxlength: "200", autocomplete: "off", autocapitalize: "off",
      "aria-describedby": `clue${i}-check`, enterkeyhint: i < 2 ? "next" : "done",
    });
    input.value = (secret.drafts || [])[i] || "";
    input.addEventListener("input", () => { checkClues(); clearTimeout(draftTimer); draftTimer = setTimeout(sendDraft, 350); });
    input.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && i < 2) { e.preventDefault(); clueFields[i + 1].focus(); }
    });
    form.append(h("div", { class: "field" },
      h("label", { for: `clue${i}` }), input,
      h("p", { id: `clue${i}-check`, class: "check-line" })));
    return input;
  });
  form.append(h("button", { type: "submit", id: "hand-in", class: "primary", text: t("hand_in") }));
  parts.push(form, h("details", {}, h("summary", { text: t("human_rules") }),
    h("ul", {}, ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => h("li", { text: t(`rule_${n}`) })))));
  box.replaceChildren(...parts);
  showCode(!hold);
  checkClues();
  clueFields[0].focus();
}
/** The %1 of a clue check's text: the limit, or the keyword the clue is or contains. */
function clueArgument(code, value) {
  if (code === "clue/too_long") return 60;
  if (code === "clue/is_keyword" || code === "clue/contains_keyword") {
    return clueContext.keywords.find((k) => Clues.check(value, [k], []) === code) ?? "";
  }
  return "";
}
function checkClues() {
  const seen = [...clueContext.earlier];
  let ok = true;
  clueFields.forEach((f, i) => {
    const line = $(`clue${i}-check`);
    if (!line) return;
    const code = f.value.trim() ? Clues.check(f.value, clueContext.keywords, seen) : "clue/empty";
    if (!code) seen.push(f.value.split(/\s+/u).filter(Boolean).join(" "));
    ok = ok && !code;
    const why = code ? t(code, clueArgument(code, f.value)) : "";
    line.textContent = !f.value.trim() ? `… ${t("still_empty")}` : code ? `✖ ${why}` : `✔ ${t("fine")}`;
    line.className = `check-line ${!f.value.trim() ? "" : code ? "bad" : "good"}`;
    f.setAttribute("aria-invalid", code && f.value.trim() ? "true" : "false");
  });
  const b = $("hand-in");
  if (b) b.disabled = !ok;
  return ok;
}
function sendDraft() {
  act({ type: "draft_clues", clues: clueFields.map((f) => f.value) }, { player: clueContext.player });
}
function submitClues() {
  if (!checkClues()) return;
  clearTimeout(draftTimer);
  act({ type: "submit_clues", clues: clueFields.map((f) => f.value) }, { player: clueContext.player });
}

// -- decoding and intercepting: a keypad of keyword numbers for each clue --
let guessDraft = [null, null, null];
let sentDrafts = []; // drafts sent whose echo has not come back: newer than any view
function guessPlayer(v, team, target) {
  const mine = v.teams.find((x) => x.team === team);
  const seats = mySeats();
  if (target === team) return seats.find((s) => s !== mine.encryptor) || null;
  return seats[0] || null;
}
function buildGuess(box, v, team, secret) {
  const d = v.decoding;
  sentDrafts = [];
  guessDraft = secret.guess ? secret.guess.draft.slice() : [null, null, null];
  const own = d.team === team;
  const parts = [h("h2", { text: own ? t("decode_own") : t("intercept", teamLabel(d.team)) })];
  const clueList = h("ol", { class: "clues" }, ...d.clues.map((c) => h("li", { text: c || "—" })));
  const player = guessPlayer(v, team, d.team);
  const mineLocked = own ? d.own_locked : d.opp_locked;
  if (own && !player) {
    parts.push(clueList, h("p", { class: "big", text: t("stay_silent") }));
  } else if (!own && !d.interception) {
    parts.push(clueList, h("p", { class: "big", text: t("no_interception") }));
  } else if (mineLocked || (secret.guess && secret.guess.locked)) {
    parts.push(clueList, h("p", { id: "locked", class: "big", text: t("locked_in", codeText(secret.guess && secret.guess.draft)) }));
  } else {
    const enc = v.teams.find((x) => x.team === d.team).encryptor;
    if (own && enc) parts.push(h("p", { id: "wrote-them", class: "hint" }, ...tNodes("wrote_them", seatNode(seatMark(enc)))));
    // A computer teammate's guess arrives as the draft on the keypad: say whose it is.
    const mates = v.teams.find((x) => x.team === team).players
      .filter((p) => p.computer && !(own && p.id === enc) && !mySeats().includes(p.id));
    if (mates.length) {
      const names = mates.flatMap((p, i) => (i ? [", ", seatNode(p)] : [seatNode(p)]));
      parts.push(h("p", { id: "computers-decide", class: "hint" }, ...tNodes("computers_decide", h("span", {}, ...names))));
    }
    const pad = h("div", { class: "keypad" });
    d.clues.forEach((c, i) => {
      const group = h("div", { class: "pad-row", role: "radiogroup", "aria-label": t("digit_for", i + 1) },
        h("span", { class: "pad-clue", "aria-hidden": "true", text: c || "—" }));
      for (let n = 1; n <= 4; n++) {
        group.append(h("button", {
          type: "button", role: "radio", class: "digit", "data-slot": i, "data-digit": n,
          "aria-checked": "false", "aria-label": `${t("digit_for", i + 1)}${colon()}${n}`, text: String(n),
          onclick: () => pick(i, n, v, d.team, player),
          onkeydown: (e) => padKeys(e, i, n),
        }));
      }
      pad.append(group);
    });
    parts.push(pad, h("p", { id: "pad-hint", class: "hint", text: t("pick_three") }),
      h("div", { class: "row" },
        h("button", { type: "button", class: "quiet", text: t("clear"), onclick: () => pick(null, null, v, d.team, player) }),
        h("button", { type: "button", id: "lock", class: "primary", text: t("lock"), title: t("lock_hint"),
          onclick: () => act({ type: "lock_guess", target: d.team, code: guessDraft }, { player }) })));
  }
  box.replaceChildren(...parts);
  updatePad();
  const first = box.querySelector(".digit");
  if (first) first.focus();
}
function pick(slot, digit, v, target, player) {
  const next = slot === null ? [null, null, null] : guessDraft.map((x, i) => (i === slot ? digit : x === digit ? null : x));
  guessDraft = next;
  sentDrafts.push(JSON.stringify(next));
  updatePad();
  act({ type: "draft_guess", target, digits: next }, { player });
}
function padKeys(e, slot, digit) {
  const moves = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
  if (/^[1-4]$/.test(e.key)) {
    e.preventDefault();
    document.querySelector(`.digit[data-slot="${slot}"][data-digit="${e.key}"]`).click();
    return;
  }
  const m = moves[e.key];
  if (!m) return;
  e.preventDefault();
  const s = (slot + m[0] + 3) % 3;
  const d = ((digit - 1 + m[1] + 4) % 4) + 1;
  const target = document.querySelector(`.digit[data-slot="${s}"][data-digit="${d}"]`);
  if (target) target.focus();
}
function updateGuess(v, team, secret) {
  if (secret.guess) {
    const echo = sentDrafts.indexOf(JSON.stringify(secret.guess.draft));
    if (echo >= 0) sentDrafts = sentDrafts.slice(echo + 1);
    else sentDrafts = []; // a teammate's choice: theirs is the latest
    if (!sentDrafts.length) guessDraft = secret.guess.draft.slice();
  }
  updatePad();
}
function updatePad() {
  // One tab stop per clue (its chosen number, else 1); arrows move within and between rows.
  for (const b of document.querySelectorAll(".digit")) {
    const slot = Number(b.dataset.slot);
    const on = guessDraft[slot] === Number(b.dataset.digit);
    b.setAttribute("aria-checked", on ? "true" : "false");
    b.tabIndex = on || (!guessDraft[slot] && b.dataset.digit === "1") ? 0 : -1;
  }
  const lock = $("lock");
  if (lock) lock.disabled = !(guessDraft.every((x) => x) && new Set(guessDraft).size === 3);
}

// -- tie-break (R20) --
function buildTieBreak(box, v, team, secret) {
  const tb = v.tiebreak || { submitted: {} };
  const other = team === "white" ? "black" : "white";
  const player = mySeats()[0];
  if (v.phase === "keyword_guessing") {
    const kg = secret.keyword_guesses || { draft: ["", "", "", ""], submitted: false };
    const parts = [h("h2", { text: t("tb_guess") }), h("p", { class: "hint", text: t("tb_rule") })];
    if (kg.submitted || tb.submitted[team]) {
      parts.push(h("p", { class: "big", text: t("tb_handed_in", teamLabel(other)) }));
      return box.replaceChildren(...parts);
    }
    const fields = [0, 1, 2, 3].map((k) => {
      const f = h("input", { id: `tb${k}`, maxlength: "40", autocomplete: "off" });
      f.value = kg.draft[k] || "";
      f.addEventListener("input", () => {
        clearTimeout(draftTimer);
        draftTimer = setTimeout(() => act({ type: "draft_keyword_guesses", guesses: fields.map((x) => x.value) }, { player }), 400);
      });
      return f;
    });
    const form = h("form", { novalidate: true, onsubmit: (e) => {
      e.preventDefault();
      act({ type: "submit_keyword_guesses", guesses: fields.map((x) => x.value) }, { player });
    } }, ...fields.map((f, k) => h("div", { class: "field" }, h("label", { for: `tb${k}`, text: t("tb_their_k", k + 1) }), f)),
    h("button", { type: "submit", class: "primary", text: t("tb_hand_in") }));
    parts.push(form);
    box.replaceChildren(...parts);
    fields[0].focus();
    return;
  }
  const parts = [h("h2", { text: t("tb_judge") })];
  const theirs = (tb.guesses || {})[other] || [];
  const accepted = (tb.accepted || {})[other] || [];
  const right = tb.right_at_mine || [];
  const done = (tb.judged || {})[team];
  theirs.forEach((g, k) => {
    if (!g) return;
    const box2 = h("input", { type: "checkbox", id: `judge${k}`, disabled: done || right.includes(k + 1) ? true : null });
    box2.checked = accepted.includes(k + 1) || right.includes(k + 1);
    box2.addEventListener("change", () => act({ type: "judge_keyword_guess", keyword: k + 1, accepted: box2.checked }, { player }));
    parts.push(h("label", { class: "check", for: `judge${k}` }, box2, h("span", { text: ` ${t("tb_accept", g, k + 1)}` })));
  });
  if (done) parts.push(h("p", { class: "big", text: t("tb_wait_judge") }));
  else parts.push(h("button", { type: "button", class: "primary", text: t("tb_done"), onclick: () => act({ type: "finish_judging" }, { player }) }));
  box.replaceChildren(...parts);
}

// -- game over --
function outcomeText(o) {
  const why = t(`why/${o.reason}`);
  if (o.reason === "aborted" || !o.winners.length) return t("nobody_wins", why);
  if (o.winners.length === 2) return t("both_win", why);
  const three = st.view && st.view.settings.variant === "three_player";
  if (three && o.winners[0] === "black") return t("interceptor_wins", why);
  return t("wins", teamLabel(o.winners[0]), why);
}
/** Won, lost or shared, from this window's team's side; null for a game nobody won. */
function resultFor(o, team) {
  if (o.reason === "aborted" || !o.winners.length || !team) return null;
  if (o.winners.length === 2) return "shared";
  return o.winners.includes(team) ? "won" : "lost";
}
function buildGameOver(box, v) {
  const result = resultFor(v.outcome, myTeam());
  const headline = { won: "you_won", lost: "you_lost", shared: "you_share" }[result] || "game_over";
  const parts = [h("div", { id: "result", class: `result ${result || "none"}`, "data-result": result || "none" },
    h("h2", { text: t(headline) }), h("p", { id: "outcome", class: "big", text: outcomeText(v.outcome) }))];
  // The final tokens of each team, as the header shows them, in words.
  parts.push(h("ul", { id: "final-tokens", class: "final-tokens" }, ...v.teams.map((tv) =>
    h("li", { class: `token ${tv.team}`, text: t("tokens", teamLabel(tv.team), tv.interceptions, tv.miscommunications) }))));
  parts.push(h("h3", { text: t("screens") }));
  for (const tv of v.teams) {
    if (!tv.keywords || !tv.keywords.length) continue;
    parts.push(h("p", { text: `${teamLabel(tv.team)}${colon()}${tv.keywords.map((w, i) => `${i + 1} ${w}`).join(" · ")}` }));
  }
  // The host may deal another game at this table: the page follows by itself. Or back to
  // the join screen, the name kept.
  parts.push(h("p", { id: "again-note", text: t("again_note") }));
  parts.push(h("button", { type: "button", id: "back-to-join", class: "primary", text: t("back_to_join"), onclick: leaveFinished }));
  box.replaceChildren(...parts);
}
function leaveFinished() {
  send({ type: "leave" });
  stop(null);
  store.set("token", null); // a finished game's seat is not taken back on the next visit
  st.welcome = null; st.view = null; st.lobby = null;
  actionKey = "";
  render();
  $("names").focus();
}

// -- the last reveal and the note sheet --
function renderReveal() {
  const hist = st.view.history;
  $("reveal").hidden = !hist.length;
  if (!hist.length) return;
  const e = hist[hist.length - 1];
  const parts = [t("reveal_line", e.round, teamLabel(e.team))];
  if (e.opp_guess) parts.push(t("reveal_interception", codeText(e.opp_guess), e.intercepted ? "✔" : "✖"));
  if (e.own_guess) parts.push(t("reveal_own", codeText(e.own_guess), e.miscommunicated ? "✖" : "✔"));
  parts.push(t("reveal_code", codeText(e.code)));
  $("reveal-text").textContent = `${parts[0]} ${parts.slice(1).join(" → ")}`;
}

let noteTimers = {};
function renderSheet() {
  const v = st.view;
  const team = myTeam();
  const sides = $("sides");
  if (!team) return sides.replaceChildren();
  const other = team === "white" ? "black" : "white";
  const three = v.settings.variant === "three_player";
  // The sheet is redrawn from each view: keep what the person is doing in it.
  const active = document.activeElement;
  const focused = active && sides.contains(active) && active.id ? active.id : null;
  const kept = {};
  for (const e of sides.querySelectorAll("textarea, select")) kept[e.id] = e.value;
  const flagOpen = Boolean(sides.querySelector("details.flag[open]"));
  const built = [];
  for (const side of (three && team === "black" ? [other] : [team, other])) {
    const theirs = side !== team;
    const entries = v.history.filter((e) => e.team === side);
    const title = theirs ? t("their_side", teamLabel(other)) : t("our_side");
    // The code columns are narrow: short headings, the full ones for hover and screen readers.
    const codeHead = (full, short) => h("th", { scope: "col", "aria-label": full },
      h("abbr", { title: full, "aria-hidden": "true", text: short }));
    const table = h("table", { class: "sheet-table" },
      h("caption", { class: "sr-only", text: title }),
      h("colgroup", {}, h("col", { class: "c-num" }), h("col"), h("col"), h("col"),
        h("col", { class: "c-code" }), h("col", { class: "c-code" })),
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "#" }),
        ...[1, 2, 3].map((n) => h("th", { scope: "col", text: t("clue_n", n) })),
        codeHead(t("our_guess"), t("guess_short")), codeHead(t("correct"), t("code_short")))));
    const body = h("tbody");
    const flagged = (e, i) => e && e.flags.find((f) => f.clue === i + 1);
    for (let r = 1; r <= v.rounds; r++) {
      const e = entries.find((x) => x.round === r);
      const current = !e && v.decoding && v.decoding.team === side && v.round === r ? v.decoding.clues : null;
      const clues = e ? e.clues : current || ["", "", ""];
      const guess = e ? (theirs ? e.opp_guess : e.own_guess) : null;
      body.append(h("tr", {}, h("th", { scope: "row", text: String(r), "aria-label": t("round_n", r) }),
        ...clues.map((c, i) => {
          const f = flagged(e, i);
          return h("td", { text: f ? `${c} ⚑` : c, title: f ? t(`flag/${f.reason}`) : null });
        }), h("td", { class: "code-cell", text: guess ? narrowCode(guess) : "" }),
        h("td", { class: "code-cell", text: e ? narrowCode(e.code) : "" })));
    }
    table.append(body);
    const index = h("div", { class: "index" });
    for (let k = 1; k <= 4; k++) {
      const under = entries.flatMap((e) => e.clues.filter((c, i) => c && e.code[i] === k));
      const col = h("div", { class: "index-col" }, h("h4", { text: t("keyword_k", k) }),
        h("ul", {}, ...under.map((c) => h("li", { text: c }))));
      if (theirs) {
        const id = `note${k}`;
        const note = h("textarea", { id, class: "note", rows: "2", maxlength: "500", "aria-label": t("note_on", k) });
        note.value = focused === id ? kept[id] : (v.secret && v.secret.notes[k - 1]) || "";
        note.addEventListener("input", () => {
          clearTimeout(noteTimers[k]);
          noteTimers[k] = setTimeout(() => act({ type: "set_note", keyword: k, text: note.value }, { player: mySeats()[0] }), 600);
        });
        col.append(note);
      }
      index.append(col);
    }
    const parts = [h("h3", { text: title }), h("div", { class: "scroll" }, table),
      h("h4", { text: t("clue_index") }), index];
    if (theirs) parts.push(flagForm(v, team, entries));
    built.push(h("section", { class: `side ${side}`, "aria-label": title }, ...parts));
  }
  const caret = focused && active.tagName === "TEXTAREA" ? active.selectionStart : null;
  sides.replaceChildren(...built);
  for (const e of sides.querySelectorAll("select")) {
    if (kept[e.id] !== undefined && [...e.options].some((o) => o.value === kept[e.id])) e.value = kept[e.id];
  }
  const flag = sides.querySelector("details.flag");
  if (flag) flag.open = flagOpen;
  const again = focused && document.getElementById(focused);
  if (again) {
    again.focus();
    if (caret !== null) again.setSelectionRange(caret, caret);
  }
}

const FLAG_REASONS = ["spelling", "letter_count", "position", "sound", "private_reference", "translation", "other"];
/** Object to an opponent clue that breaks a rule only people can judge (R25). */
function flagForm(v, team, entries) {
  const open = [];
  for (const e of [...entries].reverse()) {
    const mine = new Set(e.flags.filter((f) => f.by === team).map((f) => f.clue));
    e.clues.forEach((c, i) => { if (c && !mine.has(i + 1)) open.push([e, i, c]); });
  }
  if (!open.length || v.phase === "game_over") return h("span");
  const which = h("select", { id: "flag-clue" },
    ...open.map(([e, i, c]) => h("option", { value: `${e.round}:${i + 1}`, text: t("flag_which", e.round, i + 1, c) })));
  const why = h("select", { id: "flag-why" }, ...FLAG_REASONS.map((r) => h("option", { value: r, text: t(`flag/${r}`) })));
  const send = (ev) => {
    ev.preventDefault();
    const [round, clue] = which.value.split(":").map(Number);
    const owner = team === "white" ? "black" : "white";
    act({ type: "flag_clue", team: owner, round, clue, reason: why.value }, { player: mySeats()[0] });
  };
  return h("details", { class: "flag" }, h("summary", { text: `⚑ ${t("flag_title")}` }),
    h("form", { novalidate: true, onsubmit: send }, h("p", { class: "hint", text: t("flag_hint") }),
      h("label", { for: "flag-clue", text: t("flag_clue") }), which,
      h("label", { for: "flag-why", text: t("flag_why") }), why,
      h("button", { type: "submit", class: "primary", text: t("flag_title") })));
}

// --- joining, the lobby, languages ---

// Chinese waits for the app's own font (style.css), so that nothing, headings included, is
// laid out first in a font without Chinese; a device with a Chinese font of its own uses that.
const CJK_SAMPLE = "加入中文";
async function cjkFont(lang) {
  if (lang !== "zh_CN" || !document.fonts) return;
  try {
    await Promise.all(["400", "700"].map((w) => document.fonts.load(`${w} 1em "Decrypto Sans SC"`, CJK_SAMPLE)));
  } catch { /* no font: the system's fallback draws it */ }
}
async function loadStrings(lang) {
  const font = cjkFont(lang);
  const r = await fetch(`strings/${lang}.json`, { cache: "no-cache" });
  const data = await r.json();
  await font;
  S = data.strings;
  LANGUAGES = data.languages;
  store.set("lang", lang);
  const sel = $("lang");
  if (!sel.options.length) {
    for (const [code, name] of Object.entries(LANGUAGES)) sel.append(h("option", { value: code, text: name }));
  }
  sel.value = lang;
  actionKey = ""; // rebuild the action in the new language
  render();
}
function browserLanguage() {
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const tag = l.replace("-", "_");
    if (tag.startsWith("zh")) return "zh_CN";
    const base = tag.split("_")[0];
    if (["en", "fr", "nl"].includes(base)) return base;
  }
  return "en";
}

function join(e) {
  e.preventDefault();
  const names = $("names").value.split(",").map((n) => n.trim()).filter(Boolean);
  if (!names.length) { $("join-error").textContent = t("need_name"); $("names").focus(); return; }
  store.set("names", names.join(", "));
  store.set("pin", $("pin").value.trim() || null);
  $("join-error").textContent = "";
  stopped = false;
  attempt = 0;
  connect();
}

async function start() {
  $("join-form").addEventListener("submit", join);
  $("lang").addEventListener("change", (e) => loadStrings(e.target.value));
  $("ready").addEventListener("change", (e) => send({ type: "lobby_choice", id: nextId++, ready: e.target.checked }));
  for (const b of document.querySelectorAll(".choose")) {
    b.addEventListener("click", () => send({ type: "lobby_choice", id: nextId++, team: b.dataset.team }));
  }
  $("leave").addEventListener("click", () => {
    if (!confirm(t("leave_confirm"))) return;
    send({ type: "leave" });
    stop(null);
    st.welcome = null; st.view = null; st.lobby = null;
    render();
  });
  $("names").value = store.get("names") || "";
  const lang = store.get("lang") || browserLanguage();
  const room = fetch("room.json", { cache: "no-cache" }).then((r) => r.json()).then((r) => {
    st.room = r.room;
    st.pinRequired = r.pin;
  }).catch(() => {});
  await Promise.all([loadStrings(lang), room]);
  render();
  timings.ready = performance.now();
  // Back from sleep or a reload: the kept token takes the seat back by itself.
  if (store.get("token") && store.get("names")) {
    stopped = false;
    connect();
  } else {
    $("names").focus();
  }
}
start();
