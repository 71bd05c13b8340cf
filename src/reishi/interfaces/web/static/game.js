// The game page: draws the neutral Table the server sends for this seat, offers the legal
// actions as buttons and on the cards they concern, and reconnects by itself.
"use strict";

const token = location.pathname.split("/").pop();
const spectator = location.pathname.startsWith("/watch/");
let socket = null;
let state = null;          // the last "state" message
let logEntries = [];       // the whole log as this seat sees it
let retry = 0;             // reconnect attempts since the last success
let closedForGood = false; // the server said the link opens nothing
let replayAt = null;       // the step shown while replaying a finished game
let replayTotal = 0;
let selectedCard = null;
const PILE_FROM = 12;

const $ = (id) => document.getElementById(id);

// --- connection ------------------------------------------------------------------------

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${token}`);
  setConnection("connecting…", "wait");
  socket.onopen = () => { retry = 0; setConnection("connected", "ok"); };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = (event) => {
    if (event.code === 4404) closedForGood = true;
    if (closedForGood) { setConnection("this link opens no game", "bad"); return; }
    // Back off: 0.5 s, 1 s, 2 s … up to 10 s, so a restarting server is not hammered.
    const delay = Math.min(10000, 500 * 2 ** retry);
    retry += 1;
    setConnection(`disconnected, retrying in ${Math.round(delay / 100) / 10} s`, "bad");
    setTimeout(connect, delay);
  };
}

function setConnection(text, kind) {
  const node = $("connection");
  node.textContent = text;
  node.dataset.state = kind;
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  else notice("not connected: wait for the connection to come back");
}

function receive(message) {
  if (message.type === "state") {
    if (message.log_reset) logEntries = [];
    logEntries = logEntries.concat(message.log);
    state = message;
    if (replayAt === null) draw(message.table);
    drawDecision();
    drawLog(logEntries);
    document.body.dataset.version = String(message.version);
    document.body.dataset.over = String(message.is_over);
    document.body.dataset.deciding = String(message.actions.length > 0);
  } else if (message.type === "replay") {
    replayAt = message.at;
    replayTotal = message.total;
    draw(message.table);
    drawLog(message.log);
    drawDecision();
    document.body.dataset.replayAt = String(message.at);
  } else if (message.type === "error") {
    if (message.code === "unknown-link") closedForGood = true;
    notice(message.message);
  }
}

function notice(text) {
  const node = $("notice");
  node.textContent = text;
  node.hidden = false;
  clearTimeout(notice.timer);
  notice.timer = setTimeout(() => { node.hidden = true; }, 6000);
}

// --- the table -------------------------------------------------------------------------

function actionsFor(cardId) {
  if (!state || replayAt !== null) return [];
  return state.actions.filter((a) => a.cards.includes(cardId));
}

function cardNode(card, extraClass) {
  const playable = actionsFor(card.id).length > 0;
  const classes = ["card", extraClass, card.turned ? "turned" : "",
    playable ? "playable" : "", card.marks.length ? "marked" : "",
    selectedCard === card.id ? "selected" : ""].filter(Boolean).join(" ");
  const stats = card.stats.filter((s) => s.value !== null)
    .map((s) => `${s.name} ${s.value}`).join(" · ");
  const node = h("button", {class: classes, type: "button", "data-card-id": card.id,
    title: card.title},
    h("span", {class: "card-title", text: card.title}),
    card.kind ? h("span", {class: "card-kind", text: card.kind}) : null,
    card.details.length ? h("span", {class: "card-details",
      text: card.details.slice(0, 2).join(" · ")}) : null,
    stats ? h("span", {class: "card-stats", text: stats}) : null,
    card.states.length ? h("span", {class: "card-states", text: card.states.join(", ")}) : null,
    card.marks.map((m) => h("span", {class: `mark mark-${m}`, text: m})));
  node.addEventListener("mouseenter", () => showCard(card, false));
  node.addEventListener("click", () => showCard(card, true));
  const wrap = card.attachments.length
    ? h("div", {class: "stack"}, node, card.attachments.map((a) => cardNode(a, "attached")))
    : node;
  return wrap;
}

function showCard(card, pinned) {
  if (!pinned && selectedCard !== null) return;  // a tapped card stays until another is
  if (pinned) selectedCard = card.id;
  const box = $("card-detail");
  const actions = actionsFor(card.id);
  fill(box,
    h("h2", {text: card.title}),
    card.kind ? h("div", {class: "card-kind", text: card.kind}) : null,
    card.marks.map((m) => h("div", {class: `mark mark-${m}`, text: markText(m, card)})),
    card.stats.length ? h("div", {class: "detail-stats", text: card.stats
      .map((s) => `${s.name} ${s.value === null ? "—" : s.value}` +
        (s.printed !== null && s.printed !== s.value ? ` (printed ${s.printed})` : ""))
      .join(" · ")}) : null,
    card.details.length ? h("div", {class: "details", text: card.details.join(" · ")}) : null,
    card.states.length ? h("div", {class: "states", text: card.states.join(", ")}) : null,
    card.text ? h("p", {class: "card-text", text: card.text}) : null,
    actions.length ? h("div", {class: "card-actions"},
      actions.map((a) => actionButton(a, "card-action"))) : null,
    pinned ? h("button", {class: "close-card", type: "button", text: "close",
      onclick: () => { selectedCard = null; box.hidden = true; redraw(); }}) : null);
  box.hidden = false;
  if (pinned) redraw();
}

function markText(mark, card) {
  const fields = card.provisional_fields.length ? ` (${card.provisional_fields.join(", ")})` : "";
  if (mark === "provisional") return `provisional: not from the official documents${fields}`;
  if (mark === "sample") return "sample card: the project's own";
  return mark;
}

function zoneNode(zone, side) {
  const head = h("div", {class: "zone-head"},
    h("span", {class: "zone-label", text: zone.label}),
    h("span", {class: "zone-count", text: String(zone.count)}));
  const node = h("section", {class: `zone zone-${zone.layout}`, "data-zone": zone.key,
    "data-seat": side.seat}, head);
  if (zone.cards === null) {
    node.append(h("div", {class: "hidden-cards", "aria-label": `${zone.count} hidden cards`},
      Array.from({length: Math.min(zone.count, 12)}, () => h("span", {class: "back"}))));
    node.classList.add("hidden-zone");
    return node;
  }
  // A long face-up zone other than a hand (a discard pile late in the game) is drawn as a
  // pile that opens on request, so the table stays readable on any screen.
  if (zone.layout === "pile" || (zone.cards.length > PILE_FROM && zone.key !== "hand")) {
    const top = zone.cards.length ? zone.cards[zone.cards.length - 1] : null;
    const open = h("button", {type: "button", class: "open-pile",
      text: zone.cards.length ? `open (${zone.cards.length})` : "empty",
      disabled: !zone.cards.length,
      onclick: () => showModal(`${side.name}: ${zone.label}`,
        zone.order ? h("p", {class: "order", text: zone.order}) : null,
        h("div", {class: "cards"}, zone.cards.map((c) => cardNode(c))))});
    node.append(h("div", {class: "cards"}, top ? cardNode(top) : null), open);
    return node;
  }
  node.append(h("div", {class: "cards"}, zone.cards.map((c) => cardNode(c))));
  return node;
}

function sideNode(side, seatInfo) {
  const label = side.you ? `${side.name} — you` : side.name;
  const who = seatInfo ? (seatInfo.kind === "computer" ? `computer (${seatInfo.agent})`
    : (seatInfo.connected ? "connected" : "away")) : "";
  return h("section", {class: `side${side.you ? " you" : ""}`, "data-seat": side.seat},
    h("div", {class: "side-head"},
      h("h2", {text: label}),
      side.active ? h("span", {class: "active-badge", text: "active"}) : null,
      seatInfo && seatInfo.deck ? h("span", {class: "deck-name", text: seatInfo.deck}) : null,
      who ? h("span", {class: "who", text: who}) : null,
      h("div", {class: "counters"}, side.counters.map((c) =>
        h("span", {class: `counter${c.warn ? " warn" : ""}`, "data-counter": c.key},
          h("span", {class: "counter-label", text: c.label}),
          h("span", {class: "counter-value", text: c.value}))))),
    h("div", {class: "zones"}, side.zones.map((z) => zoneNode(z, side))));
}

function panelNode(panel) {
  return h("section", {class: "panel", "data-panel": panel.key},
    h("h3", {text: panel.label}),
    panel.lines.length ? h("ol", {class: "lines"}, panel.lines.map((l) => h("li", {text: l})))
      : null,
    panel.cards.length ? h("div", {class: "cards"}, panel.cards.map((c) => cardNode(c))) : null);
}

let lastTable = null;
function redraw() { if (lastTable) draw(lastTable); }

function draw(table) {
  lastTable = table;
  const seats = state ? state.seats : [];
  // The viewer's own side at the bottom, as at a real table.
  const sides = [...table.sides].sort((a, b) => (a.you ? 1 : 0) - (b.you ? 1 : 0));
  const others = sides.filter((s) => !s.you);
  const mine = sides.filter((s) => s.you);
  fill($("board"),
    others.map((s) => sideNode(s, seats[s.seat])),
    h("section", {class: "shared"}, table.shared.map(panelNode)),
    mine.map((s) => sideNode(s, seats[s.seat])));
  $("title").textContent = `${table.game} · turn ${table.turn}` +
    (spectator ? " · watching" : table.seat !== null ? ` · you are P${table.seat + 1}` : "");
  fill($("status"), table.status.map((line) => h("div", {class: "status-line", text: line})));
}

// --- deciding --------------------------------------------------------------------------

function actionButton(action, extraClass) {
  return h("button", {type: "button", class: `action ${extraClass || ""}`.trim(),
    "data-index": action.index, text: action.text,
    onclick: () => {
      selectedCard = null;
      $("card-detail").hidden = true;
      send({type: "act", version: state.version, index: action.index, notation: action.text});
    }});
}

function drawDecision() {
  if (!state) return;
  const table = state.table;
  const prompt = $("prompt");
  const actions = $("actions");
  const controls = $("controls");
  fill(controls);
  if (replayAt !== null || state.is_over) {
    fill(prompt, h("div", {class: "result", text: resultText(table)}));
    fill(actions);
    drawReplayControls(controls);
    return;
  }
  if (state.actions.length) {
    fill(prompt, h("div", {class: "your-turn", text: "Your decision"}),
      table.prompt ? h("div", {class: "prompt-text", text: table.prompt}) : null);
    fill(actions, state.actions.map((a) => actionButton(a)));
  } else {
    const waiting = table.to_act === null ? "" : `waiting for P${table.to_act + 1}` +
      (state.thinking ? " (thinking…)" : "");
    fill(prompt, h("div", {class: "waiting", text: waiting}));
    fill(actions);
  }
  if (state.failure) prompt.append(h("div", {class: "error", text: state.failure}));
  if (state.can_take_back) {
    controls.append(h("button", {type: "button", id: "take-back", text: "take back",
      onclick: () => send({type: "take_back", version: state.version})}));
  }
}

function resultText(table) {
  if (!table.is_over) return `replay: step ${replayAt} of ${replayTotal}`;
  const who = table.winner === null ? "a draw" : `P${table.winner + 1} wins`;
  return `Game over: ${who}${table.result ? ` (${table.result})` : ""}`;
}

function drawReplayControls(controls) {
  const total = state.version;
  const at = replayAt === null ? total : replayAt;
  const step = (n) => send({type: "replay", at: Math.max(0, Math.min(total, n))});
  controls.append(h("div", {class: "replay"},
    h("button", {type: "button", id: "replay-first", text: "«", "aria-label": "first",
      onclick: () => step(0)}),
    h("button", {type: "button", id: "replay-back", text: "◀", "aria-label": "back",
      onclick: () => step(at - 1)}),
    h("span", {id: "replay-at", text: `${at} / ${total}`}),
    h("button", {type: "button", id: "replay-forward", text: "▶", "aria-label": "forward",
      onclick: () => step(at + 1)}),
    h("button", {type: "button", id: "replay-last", text: "»", "aria-label": "last",
      onclick: () => step(total)})),
    h("a", {id: "download", class: "button", href: `/api/replay/${token}`,
      download: "", text: "download the replay"}));
}

// --- the log ---------------------------------------------------------------------------

function drawLog(entries) {
  const list = $("log");
  const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  fill(list, entries.slice(-400).map((e) => h("li", {"data-i": e.i},
    h("span", {class: "entry", text: e.text}),
    e.rule ? h("button", {type: "button", class: "cite", "data-rule": e.rule, text: e.rule,
      onclick: () => openRule(e.rule)}) : null)));
  if (atBottom) list.scrollTop = list.scrollHeight;
}

async function openRule(cite) {
  const game = state ? state.game : "";
  try {
    const found = await api(`/api/rules/${encodeURIComponent(game)}?cite=${
      encodeURIComponent(cite)}`);
    showModal(cite, found.indexed
      ? h("pre", {class: "rule-text", text: found.text})
      : h("p", {class: "not-indexed", text:
        "not indexed: this game's rule documents have no index to show this section from"}));
  } catch (err) {
    showModal(cite, h("p", {class: "error", text: err.message}));
  }
}

document.addEventListener("DOMContentLoaded", connect);
