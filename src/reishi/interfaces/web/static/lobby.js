// The lobby: pick a game, who sits where, the decks and a seed, then start.
"use strict";

let catalogue = [];

function currentGame() {
  const name = document.getElementById("game").value;
  return catalogue.find((g) => g.name === name);
}

function seatBox(game, seat) {
  const preferred = game.agents.includes("heuristic") ? "heuristic" : game.agents[0];
  const kind = h("select", {class: "kind", "data-seat": seat, "aria-label": `P${seat + 1} is`},
    h("option", {value: "you", text: "you"}),
    h("option", {value: "friend", text: "a friend (by link)"}),
    h("option", {value: "computer", text: "the computer"}));
  kind.value = seat === 0 ? "you" : "computer";
  const agent = h("select", {class: "agent", "aria-label": `P${seat + 1} computer player`},
    game.agents.map((a) => h("option", {value: a, text: a})));
  agent.value = preferred;
  const options = h("input", {class: "agent-options", placeholder: "options, e.g. seconds=2",
    "aria-label": `P${seat + 1} computer options`});
  const computerRow = h("div", {class: "row computer-row"}, agent, options);
  const starter = game.starters[seat] || "";
  const deckKind = h("select", {class: "deck-kind", "aria-label": `P${seat + 1} deck`},
    h("option", {value: "starter", text: `starter: ${starter}`}),
    h("option", {value: "custom", text: "paste or upload a deck file"}));
  const text = h("textarea", {class: "deck-text", rows: 8, spellcheck: "false",
    placeholder: "paste the deck file here", "aria-label": `P${seat + 1} deck file`});
  const file = h("input", {type: "file", class: "deck-file", accept: ".deck,.txt,text/plain",
    "aria-label": `P${seat + 1} upload a deck file`});
  const problems = h("ul", {class: "problems", "aria-live": "polite"});
  const verdict = h("div", {class: "verdict"});
  const check = h("button", {type: "button", class: "check", text: "Check deck"});
  const customRow = h("div", {class: "custom-deck"}, text, h("div", {class: "row"}, file, check),
    verdict, problems);
  const box = h("fieldset", {class: "seat", "data-seat": seat},
    h("legend", {text: `P${seat + 1}`}), h("div", {class: "row"}, kind), computerRow,
    h("div", {class: "row"}, deckKind), customRow);

  const sync = () => {
    computerRow.hidden = kind.value !== "computer";
    customRow.hidden = deckKind.value !== "custom";
  };
  const runCheck = async () => {
    fill(verdict); fill(problems);
    if (!text.value.trim()) { fill(verdict, "paste or upload a deck file first"); return; }
    try {
      const result = await api("/api/decks/check", {game: game.name, text: text.value});
      if (result.ok) {
        verdict.className = "verdict ok";
        fill(verdict, `legal deck: ${result.name}`);
      } else {
        verdict.className = "verdict bad";
        fill(verdict, `${result.problems.length} problem(s):`);
        fill(problems, result.problems.map((p) => h("li", {},
          p.rule ? h("span", {class: "cite", text: p.rule}) : null, p.text)));
      }
    } catch (err) {
      verdict.className = "verdict bad";
      fill(verdict, err.message);
    }
  };
  kind.addEventListener("change", sync);
  deckKind.addEventListener("change", sync);
  check.addEventListener("click", runCheck);
  file.addEventListener("change", async () => {
    if (!file.files.length) return;
    text.value = await file.files[0].text();
    runCheck();
  });
  sync();
  box.request = () => ({
    seat: {kind: kind.value,
      agent: kind.value === "computer"
        ? agent.value + (options.value.trim() ? ":" + options.value.trim() : "") : ""},
    deck: deckKind.value === "custom" ? text.value : null,
  });
  return box;
}

function renderSeats() {
  const game = currentGame();
  const seats = document.getElementById("seats");
  fill(seats);
  for (let seat = 0; seat < game.seats; seat++) seats.append(seatBox(game, seat));
  fill(document.getElementById("options-help"),
    Object.entries(game.options).map(([name, what]) =>
      h("li", {}, h("code", {text: name}), ` ${what}`)));
}

// "variants=few-windows; auto_forced=false": a VALUE that reads as JSON (false, 5, ["a","b"])
// is taken as such, as the command line's --option does; the server checks every option.
function parseOptions(text) {
  const options = {};
  for (const part of text.split(";").map((p) => p.trim()).filter(Boolean)) {
    const at = part.indexOf("=");
    if (at < 1) throw new Error(`a game option is KEY=VALUE, not "${part}"`);
    const raw = part.slice(at + 1).trim();
    let value = raw;
    try { value = JSON.parse(raw); } catch (_) { /* a plain word */ }
    options[part.slice(0, at).trim()] = value;
  }
  return options;
}

async function start(event) {
  event.preventDefault();
  const error = document.getElementById("start-error");
  error.hidden = true;
  const boxes = [...document.querySelectorAll("fieldset.seat")];
  const parts = boxes.map((b) => b.request());
  const seedText = document.getElementById("seed").value.trim();
  if (seedText && !/^[0-9]+$/.test(seedText)) {
    fill(error, "the seed is a whole number, or blank for a random one");
    error.hidden = false;
    return;
  }
  let options;
  try {
    options = parseOptions(document.getElementById("game-options").value);
  } catch (err) {
    fill(error, err.message);
    error.hidden = false;
    return;
  }
  const body = {
    game: currentGame().name,
    seats: parts.map((p) => p.seat),
    decks: parts.some((p) => p.deck !== null) ? parts.map((p) => p.deck) : null,
    seed: seedText ? Number(seedText) : null,
    options,
  };
  let created;
  try {
    created = await api("/api/games", body);
  } catch (err) {
    fill(error, err.message);
    error.hidden = false;
    return;
  }
  const friends = created.seats.filter((s, i) => body.seats[i].kind === "friend");
  if (created.you && !friends.length) {
    location.href = created.you;
    return;
  }
  const list = document.getElementById("link-list");
  const absolute = (path) => new URL(path, location.href).href;
  fill(list,
    created.seats.filter((s) => s.link).map((s) => h("li", {},
      h("span", {class: "who", text: `P${s.seat + 1} (${body.seats[s.seat].kind})`}),
      h("input", {class: "link", readonly: true, value: absolute(s.link),
        "data-seat": s.seat, onclick: (e) => e.target.select()}))),
    h("li", {}, h("span", {class: "who", text: "spectators"}),
      h("input", {class: "link watch", readonly: true, value: absolute(created.watch),
        onclick: (e) => e.target.select()})));
  const go = document.getElementById("go");
  go.hidden = !created.you;
  if (created.you) go.href = created.you;
  document.getElementById("new-game").hidden = true;
  document.getElementById("links").hidden = false;
}

async function init() {
  const data = await api("/api/games");
  catalogue = data.games;
  const select = document.getElementById("game");
  fill(select, catalogue.map((g) => h("option", {value: g.name, text: g.title})));
  select.addEventListener("change", renderSeats);
  document.getElementById("new-game").addEventListener("submit", start);
  renderSeats();
}

document.addEventListener("DOMContentLoaded", init);
