// Shared by the lobby and the game page. Every piece of data reaches the page through
// textContent or an attribute, never as markup: a card title or deck name that holds
// "<script>" shows as those characters and nothing more.
"use strict";

/** Build an element: h("div", {class: "x", onclick: f}, child, "text", ...). */
function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else if (key === "text") node.textContent = String(value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replace every child of ``node`` with ``children``. */
function fill(node, ...children) {
  node.replaceChildren();
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return node;
}

/** JSON from the server; a refusal becomes an Error carrying the server's message. */
async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  if (!response.ok) {
    throw new Error((data && data.message) || `the server answered ${response.status}`);
  }
  return data;
}

/** Show a modal dialog with a title and body nodes; closes on the button or Escape. */
function showModal(title, ...body) {
  const old = document.getElementById("modal");
  if (old) old.remove();
  const close = () => overlay.remove();
  const overlay = h("div", {id: "modal", class: "overlay", onclick: (e) => {
    if (e.target === overlay) close();
  }},
    h("div", {class: "dialog", role: "dialog", "aria-label": title},
      h("div", {class: "dialog-head"},
        h("h2", {text: title}),
        h("button", {class: "close", onclick: close, "aria-label": "close", text: "×"})),
      h("div", {class: "dialog-body"}, ...body)));
  document.body.append(overlay);
  overlay.querySelector("button.close").focus();
  overlay.addEventListener("keydown", (e) => { if (e.key === "Escape") close(); });
  return overlay;
}
