"""Read OCTGN set XML for the DBZ TCG into normalised cards, recording every correction.

The OCTGN files are namespace-less ``<set><cards><card id name><property name value/>``
documents, some with a UTF-8 byte-order mark. Their values are loose: misspelt types,
alignment folded into the type ("Hero MP"), Endurance only in the text, several spellings
of the same icon, copy limits that contradict the rulebook. Each fix is written into the
card's ``corrections`` and into the import report; nothing is changed silently except
runs of spaces inside card text.
"""

from __future__ import annotations

import functools
import itertools
import re
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path

import msgspec

from reishi.engine.errors import DataError
from reishi.engine.limits import MAX_SET_FILE_BYTES, MAX_SET_FILES, check_count, read_bytes
from reishi.games.dbz.cards import (
    RETAIL_SETS,
    Alignment,
    Card,
    CardType,
    Style,
    style_of_title,
)


class ReportEntry(msgspec.Struct, frozen=True):
    """One record the importer changed (``corrected``), skipped or could not read."""

    file: str
    card_id: str
    title: str
    kind: str  # "corrected", "unsupported" or "unreadable"
    messages: tuple[str, ...]


class ImportResult(msgspec.Struct, frozen=True):
    """The cards read from a set of files and a report of everything not taken as-is."""

    cards: tuple[Card, ...]
    entries: tuple[ReportEntry, ...]
    records_read: int
    files: tuple[str, ...] = ()

    def by_kind(self, kind: str) -> list[ReportEntry]:
        """The report entries of one kind."""
        return [entry for entry in self.entries if entry.kind == kind]


_TYPE_NAMES: dict[str, tuple[CardType, Alignment | None]] = {
    "personality": (CardType.MAIN_PERSONALITY, None),
    "hero": (CardType.MAIN_PERSONALITY, Alignment.HERO),
    "villain": (CardType.MAIN_PERSONALITY, Alignment.VILLAIN),
    "hero mp": (CardType.MAIN_PERSONALITY, Alignment.HERO),
    "villain mp": (CardType.MAIN_PERSONALITY, Alignment.VILLAIN),
    "ally": (CardType.ALLY, None),
    "hero ally": (CardType.ALLY, Alignment.HERO),
    "villain ally": (CardType.ALLY, Alignment.VILLAIN),
    "hero/villain ally": (CardType.ALLY, Alignment.NONE),
    "mastery": (CardType.MASTERY, None),
    "physical combat": (CardType.PHYSICAL_COMBAT, None),
    "physical attack": (CardType.PHYSICAL_COMBAT, None),
    "phsyical combat": (CardType.PHYSICAL_COMBAT, None),
    "phyiscal combat": (CardType.PHYSICAL_COMBAT, None),
    "energy combat": (CardType.ENERGY_COMBAT, None),
    "energy attack": (CardType.ENERGY_COMBAT, None),
    "event": (CardType.EVENT, None),
    "setup": (CardType.SETUP, None),
    "drill": (CardType.DRILL, None),
    "dragon ball": (CardType.DRAGON_BALL, None),
}
# Non-game records: OCTGN table buttons and Revelation's blank trait markers.
_UNSUPPORTED_TYPES = frozenset({"button", "marker", "token"})

_STYLE_NAMES = {style.value.lower(): style for style in Style} | {"freetyle": Style.FREESTYLE}

# DBZ RB: Alignment — blue MP cards are Heroes, red are Villains. The OCTGN data does not
# say for these retail personalities and no reprint carries the colour, so it is listed here.
_PRINTED_ALIGNMENT: dict[str, Alignment] = {
    "Android 13": Alignment.VILLAIN,
    "Android 19": Alignment.VILLAIN,
    "Android 20": Alignment.VILLAIN,
    "Cell Jr.": Alignment.VILLAIN,
    "Cooler": Alignment.VILLAIN,
    "Dr. Wheelo": Alignment.VILLAIN,
    "Garlic Jr.": Alignment.VILLAIN,
    "Lord Slug": Alignment.VILLAIN,
    "Master Roshi": Alignment.HERO,
    "Mercenary Tao": Alignment.VILLAIN,
    "Turles": Alignment.VILLAIN,
}

# Sentences the data cut short: a timing clause whose effect was lost ("After your opponent's
# MP advances a level." stands alone on Broly - Determined, while Levels 1 and 3 go on with
# different amounts, so no reading of the lost part can be honest). The fragment is left out,
# and the card is provisional so every table shows that its printed text is not all there.
_LOST_EFFECTS: tuple[str, ...] = ("After your opponent's MP advances a level. ",)

# Misspellings in card text that the compiler would otherwise trip over.
_TEXT_TYPOS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(rf"\b{wrong}\b"), right)
    for wrong, right in (
        ("PHysical", "Physical"),
        ("phyiscal", "physical"),
        ("Phyiscal", "Physical"),
        ("daamge", "damage"),
        ("damge", "damage"),
        ("POEWR", "POWER"),
        ("Whenver", "Whenever"),
        ("fora", "for a"),
        ("LIfe", "Life"),
        ("aganst", "against"),
        ("cannot be prevents", "cannot be prevented"),
        ("cannot has", "cannot have"),
        ("damange", "damage"),
        ("dmaage", "damage"),
        ("Rejuevenate", "Rejuvenate"),
        ("Rejuventate", "Rejuvenate"),
        ("Rejuvinate", "Rejuvenate"),
        ("rejuventated", "rejuvenated"),
        ("is ejuvenated", "is Rejuvenated"),
        ("You mat", "You may"),
        ("You my", "You may"),
        ("sucessful", "successful"),
        ("enery", "energy"),
        ("considerto", "considered to"),
        ("comvat", "combat"),
        ("you opponent", "your opponent"),
        ("You opponent", "Your opponent"),
        ("tis owner", "its owner"),
        ("palce", "place"),
        ("frm", "from"),
        ("a cad", "a card"),
        ("this cad", "this card"),
        ("opponent deal critical", "opponent deals critical"),
        ("Banished the top", "Banish the top"),
        ("and banished them", "and banish them"),
        ("Rejuvinates", "Rejuvenates"),
        ("Rejuventated", "Rejuvenated"),
        ("Alignment-restircted", "Alignment-restricted"),
        ("for and Alignment", "for an Alignment"),
        ("1\\.' \\[INSTANT", "1'. [INSTANT"),
        ("1' POWER", "1'. POWER"),
        ("seach", "search"),
        ("Serach", "Search"),
        ("Id you", "If you"),
        ("Sytled", "Styled"),
        ("Syled", "Styled"),
        ("Stlyed", "Styled"),
        ("opponenet's", "opponent's"),
        ("opponenet", "opponent"),
        ("opponent't", "opponent's"),
        ("opponent;s", "opponent's"),
        ("owner;s", "owner's"),
        ("MP;s", "MP's"),
        ("Raise of lower", "Raise or lower"),
        ("destory", "destroy"),
        ("may mack", "may make"),
        ("his han", "his hand"),
        ("MP games", "MP gains"),
        ("top5", "top 5"),
        ("your controlinto", "you control into"),
        ("Ally your control", "Ally you control"),
        ("controlm", "control"),
        ("Saitan", "Saiyan"),
        ("One per turn", "Once per turn"),
        ("Chosse", "Choose"),
        ("norprevented", "nor prevented"),
        ("can attack to", "can attach to"),
        ("stooped", "stopped"),
        ("thaht", "that"),
        ("attack your perform", "attack you perform"),
        ("cannot gains", "cannot gain"),
        ("opponents anger", "opponent's anger"),
        ("from he top", "from the top"),
        ("ownder's", "owner's"),
        ("Drill your control", "Drill you control"),
        ("While your control", "While you control"),
        ("cannot be captured no played", "cannot be captured nor played"),
        ("Non=Styled", "Non-Styled"),
        ("ENDURNACE", "ENDURANCE"),
        ("MP'slevel", "MP's level"),
        ("your opponents skip", "your opponent skips"),
        ("damage form an", "damage from an"),
        ("Baniah", "Banish"),
        ("Phsyical", "Physical"),
        ("atttack", "attack"),
        ("cads", "cards"),
        ("dicard", "discard"),
        ("discad", "discard"),
        ("Rejuveante", "Rejuvenate"),
        ("Banised", "Banished"),
        ("banised", "banished"),
        ("revelaed", "revealed"),
        ("loes", "lose"),
        ("perfom", "perform"),
        ("oppoent", "opponent"),
        ("cannon be", "cannot be"),
        ("canot", "cannot"),
        ("cannout", "cannot"),
        ("careds", "cards"),
        ("amont", "amount"),
        ("botton", "bottom"),
        ("on the top of bottom of", "on the top or bottom of"),
        ("Physical attack Damage 4 life cards", "Physical attack. Damage 4 life cards"),
        ("minumum", "minimum"),
        ("advnace", "advance"),
        ("Hit; ", "HIT: "),
        # Icarus - Supportive: its parenthesis is never closed (read after the icons).
        (
            r"power stage\. \[CONSTANT\]: Your other Allies",
            "power stage.) [CONSTANT]: Your other Allies",
        ),
        ("anger 2 levels. 7 Life cards", "anger 2 levels. DAMAGE: 7 Life cards"),
        ("in ply", "in play"),
        ("Like Deck", "Life Deck"),
        ("leavel", "level"),
        ("regarless", "regardless"),
        ("ciritcal", "critical"),
        ("Villian", "Villain"),
        ("Villians", "Villains"),
        ("up too", "up to"),
        ("you MP", "your MP"),
        ("You MP", "Your MP"),
        ("You Allies", "Your Allies"),
        ("You Named", "Your Named"),
        ("You physical", "Your physical"),
        ("you Styled", "your Styled"),
        ("hight than", "higher than"),
        ("Lowe your", "Lower your"),
        ("player;s", "player's"),
        ("players anger", "player's anger"),
        ("it's owner's", "its owner's"),
        ("owners Life", "owner's Life"),
        ("owners hand", "owner's hand"),
        ("all the end of combat", "at the end of combat"),
        ("Damage form", "Damage from"),
        ("end if combat", "end of combat"),
        ("win my MPPV", "win by MPPV"),
        ("If you dom", "If you do,"),
        ("the op of", "the top of"),
        ("says in play", "stays in play"),
        ("stages about 0", "stages above 0"),
        ("opponents hand", "opponent's hand"),
        ("opponents effects", "opponent's effects"),
        ("eturn a", "return a"),
        ("tis card's", "this card's"),
        ("top cad", "top card"),
        ("MP, this attack deal", "MP, this attack deals"),
        ("Life Deck in search", "Life Deck to search"),
        ("Destroy and opponent's", "Destroy an opponent's"),  # Orange Inspection
        # Black Enraged Assault: the Promos printing reads "… of that card and banish them".
        ("that card harm", "that card and banish them"),
        ("AT 2\\+stages", "AT +2 stages"),  # Blue Crush: the Promos printing has "AT +2"
        ("Styled Drill it into", "Styled Drill and place it into"),
        ("Physical attack, You", "Physical attack. You"),
        ("in your hand place it", "in your hand and place it"),
        ("Energy attack 3 stages", "Energy attack costing 3 stages"),  # Black Counter Ball
        ("Moment of Peace this turn draw", "Moment of Peace this turn, draw"),
        # Stomach Crusher: "Card that end combat cannot be played no used this turn".
        ("Card that end combat cannot be played no", "Cards that end combat cannot be played nor"),
        ("opponent chances levels", "opponent changes levels"),  # Saiyan Thrust
        ("Dragon Balls your control", "Dragon Balls you control"),  # Piccolo - Revitalized
    )
)
# Icon spellings: [CONSTANT], [Constant], bare "CONSTANT:" all mean the constant icon (RB: Icons).
_ICONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\[\s*constant\s*\]", re.IGNORECASE), "[CONSTANT]"),
    (re.compile(r"[\[{]\s*instant\s*[\]}]", re.IGNORECASE), "[INSTANT]"),
    (re.compile(r"\[\s*(?:shield|defense)\s*\]", re.IGNORECASE), "[DEFENSE]"),
    (re.compile(r"\[\s*attack\s*\]", re.IGNORECASE), "[ATTACK]"),
    (re.compile(r"(?:(?<=^)|(?<=[.)]\s))CONSTANT:", re.IGNORECASE), "[CONSTANT]:"),
)
_ENDURANCE_TEXT = re.compile(r"^(?:\([^)]*\)\s*)?ENDURANCE\s*:?\s*(\d+)\s*\.?", re.IGNORECASE)
_LIMIT_TEXT = re.compile(r"\bLimit\s+(\d+)\s+per\s+deck", re.IGNORECASE)
_ALIGN_TEXT = re.compile(r"\((?:[^)]*?\s)?(Heroes|Villains)\s+only\b", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
_NOT_LOOSE = re.compile(r"[^a-z0-9]")
_NAME_SPLIT = re.compile(r"\s+[-–—]\s+|\s{2,}|,\s+|\s+[-–—](?=\S)")
_TRAIT_TYPOS = {"Eartling": "Earthling"}

# DBZ RB: Making a Deck — one copy of any Dragon Ball or Ally, one MP set and one Mastery.
_SINGLE_COPY = frozenset(
    {CardType.ALLY, CardType.DRAGON_BALL, CardType.MAIN_PERSONALITY, CardType.MASTERY}
)
_MAX_ENDURANCE = 10
MAX_COPIES = 3  # DBZ RB: Making a Deck — "up to three copies of any other eligible card"


def set_files(paths: Iterable[Path]) -> list[Path]:
    """Expand folders to the ``*.xml`` set files they hold (``sets/`` first if present)."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            folder = path / "sets" if (path / "sets").is_dir() else path
            if (folder / "dbz-octgn" / "sets").is_dir():
                folder = folder / "dbz-octgn" / "sets"
            files.extend(sorted(folder.glob("*.xml")))
        else:
            files.append(path)
    return files


def import_sets(paths: Iterable[Path]) -> ImportResult:
    """Read every set file (folders expand to their XML files); DataError if one is not a set."""
    files = set_files(paths)
    if not files:
        raise DataError(", ".join(str(p) for p in paths) or "<none>", "no OCTGN set XML found")
    check_count(len(files), MAX_SET_FILES, "set files", str(files[0].parent))
    drafts: list[_Draft] = []
    entries: list[ReportEntry] = []
    read = 0
    for file in files:
        data = read_bytes(file, MAX_SET_FILE_BYTES, "set file")
        file_drafts, file_entries, count = _parse_set(data, file.name)
        drafts.extend(file_drafts)
        entries.extend(file_entries)
        read += count
    cards = _cross_reference(drafts)
    entries.extend(_draft_entries(drafts))
    order = {name: index for index, name in enumerate(f.name for f in files)}
    entries.sort(key=lambda e: (order.get(e.file, 0), e.kind, e.title))
    return ImportResult(tuple(cards), tuple(entries), read, tuple(f.name for f in files))


def parse_set_xml(data: bytes | str, file: str = "<xml>") -> ImportResult:
    """Read one set document given as text or bytes (used by tests and ``import_sets``)."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    drafts, entries, count = _parse_set(raw, file)
    cards = _cross_reference(drafts)
    entries.extend(_draft_entries(drafts))
    return ImportResult(tuple(cards), tuple(entries), count, (file,))


class _Draft:
    """A card being normalised; the cross-reference pass may still fill gaps."""

    __slots__ = (
        "alignment",
        "corrections",
        "endurance",
        "file",
        "id",
        "level",
        "limit",
        "name",
        "number",
        "power_stages",
        "provisional",
        "pur",
        "rarity",
        "set_name",
        "style",
        "sub_name",
        "text",
        "title",
        "traits",
        "type",
    )

    def __init__(self, file: str, card_id: str, title: str, set_name: str) -> None:
        self.file = file
        self.id = card_id
        self.title = title
        self.set_name = set_name
        self.corrections: list[str] = []
        self.type: CardType | None = None
        self.alignment: Alignment | None = None
        self.name = title
        self.sub_name: str | None = None
        self.style = Style.FREESTYLE
        self.number = ""
        self.rarity: str | None = None
        self.level: int | None = None
        self.pur: int | None = None
        self.power_stages: tuple[int, ...] = ()
        self.endurance = 0
        self.limit = MAX_COPIES
        self.text = ""
        self.traits: tuple[str, ...] = ()
        self.provisional = False

    def infer(self, note: str) -> None:
        """Record a value the data lacks but the card's own numbers imply; the card is then
        provisional (its data is partly the project's reading, shown as such)."""
        self.corrections.append(f"{note} (provisional)")
        self.provisional = True

    def to_card(self) -> Card:
        assert self.type is not None
        return Card(
            id=self.id,
            title=self.title,
            name=self.name,
            sub_name=self.sub_name,
            type=self.type,
            style=self.style,
            set_name=self.set_name,
            number=self.number,
            rarity=self.rarity,
            level=self.level,
            pur=self.pur,
            power_stages=self.power_stages,
            alignment=self.alignment or Alignment.NONE,
            endurance=self.endurance,
            limit_per_deck=self.limit,
            text=self.text,
            traits=self.traits,
            retail=self.set_name in RETAIL_SETS,
            corrections=tuple(self.corrections),
            provisional=self.provisional,
        )


def _parse_set(data: bytes, file: str) -> tuple[list[_Draft], list[ReportEntry], int]:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        root = ET.fromstring(data)
    except (ET.ParseError, ValueError) as exc:
        raise DataError(file, f"not well-formed XML: {exc}") from None
    if _local(root.tag) != "set":
        raise DataError(file, f"root element is <{_local(root.tag)}>, expected <set>")
    set_name = _clean(root.get("name") or "") or Path(file).stem.replace("_", " ")
    drafts: list[_Draft] = []
    entries: list[ReportEntry] = []
    count = 0
    for element in root.iter():
        if _local(element.tag) != "card":
            continue
        count += 1
        card_id = (element.get("id") or "").strip()
        title = _clean(element.get("name") or "")
        try:
            draft = _read_card(element, file, card_id, title, set_name)
        except _SkipRecordError as skip:
            entries.append(ReportEntry(file, card_id, title, skip.kind, (skip.reason,)))
            continue
        drafts.append(draft)
    return drafts, entries, count


class _SkipRecordError(Exception):
    """A record that does not become a card (unreadable, or not a game card)."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


def _read_card(element: ET.Element, file: str, card_id: str, title: str, set_name: str) -> _Draft:
    if not card_id:
        raise _SkipRecordError("unreadable", "card has no id")
    if not title:
        raise _SkipRecordError("unreadable", "card has no name")
    props: dict[str, str] = {}
    for prop in element:
        if _local(prop.tag) == "property":
            key = (prop.get("name") or "").strip().lower()
            value = prop.get("value")
            if value is None:
                value = prop.text or ""
            props.setdefault(key, value)
    draft = _Draft(file, card_id, title, set_name)
    raw_type = _clean(props.get("type", ""))
    type_key = raw_type.lower().rstrip(".")
    if type_key in _UNSUPPORTED_TYPES:
        raise _SkipRecordError("unsupported", f"type {raw_type!r} is not a game card")
    if not raw_type and title.endswith(" Trait"):
        raise _SkipRecordError("unsupported", "blank trait marker, not a game card")
    text = _read_text(draft, props.get("text", ""))
    if type_key in _TYPE_NAMES:
        draft.type, draft.alignment = _TYPE_NAMES[type_key]
        if raw_type not in {t.value for t in CardType}:
            draft.corrections.append(f"type {raw_type!r} read as {draft.type.value!r}")
    elif type_key == "freestyle" or not raw_type:
        # A style written into the type field: the type is left for the cross-reference pass
        # (a reprint with the same title) or read from the text's attack sentence.
        draft.type = _type_from_text(text)
        if draft.type is not None:
            draft.corrections.append(
                f"type {raw_type!r} read as {draft.type.value!r} from the text"
            )
        else:
            draft.corrections.append(f"type {raw_type!r} unknown")
    else:
        raise _SkipRecordError("unreadable", f"unknown type {raw_type!r}")
    _read_title(draft, element.get("name") or "")
    _read_style(draft, props.get("style", ""))
    draft.number = _clean(props.get("card number", ""))
    if draft.number and draft.number[0].islower():
        draft.corrections.append(f"card number {draft.number!r} upper-cased")
        draft.number = draft.number[0].upper() + draft.number[1:]
    draft.rarity = _clean(props.get("rarity", "")) or None
    draft.traits = _read_traits(draft, props.get("traits", ""))
    _read_personality(draft, props)
    _read_endurance(draft, props.get("endurance", ""), text)
    _read_alignment(draft, text)
    _read_limit(draft, props.get("limit per deck", ""), text)
    draft.text = _label_personality_attack(draft, _declare_physical_attack(draft, text))
    return draft


_DAMAGE_LINE = re.compile(r"(?<![\w'\"])DAMAGE(?:\s*:|\s+(?=AT\b))\s*", re.IGNORECASE)
_ATTACK_SENTENCE = re.compile(r"(?:^|[.)]\s*)(?:physical|energy) attack\b", re.IGNORECASE)


_UNLABELLED_ATTACK = re.compile(
    r"(\[CONSTANT\]:?(?:(?!\bPOWER\b)[^\[])*?[.)]\s+)((?:Physical|Energy) attack\.\s.*\bDAMAGE\b)",
    re.IGNORECASE,
)


def _label_personality_attack(draft: _Draft, text: str) -> str:
    """A personality's attack sentence inside its CONSTANT paragraph read as its POWER.

    Cell Jr. - Oppressive: "[CONSTANT]: You may Rejuvenate … to stop a physical or energy
    attack. Physical attack. Search … DAMAGE: 1 life card. HIT: …". A constant does not
    attack; a personality's attack is its POWER (DBZ RB: Personality Cards — the POWER
    section), so the lost label is read back in. Provisional: the label is the project's.
    """
    if draft.type not in (CardType.MAIN_PERSONALITY, CardType.ALLY):
        return text
    match = _UNLABELLED_ATTACK.search(text)
    if match is None:
        return text
    draft.infer("'POWER:' read before the attack sentence of the CONSTANT paragraph")
    return f"{text[: match.end(1)]}POWER: {text[match.start(2) :]}"


def _declare_physical_attack(draft: _Draft, text: str) -> str:
    """A Physical Combat card's DAMAGE line with no "Physical attack." before it, declared.

    DBZ RB: How Attack and Defense Cards Work — a Physical Combat card with a DAMAGE line is a
    physical attack (it deals AT-based damage); a few records of the data leave the printed
    "Physical attack." out, so the DAMAGE line would belong to no attack.
    """
    damage = _DAMAGE_LINE.search(text)
    if draft.type is not CardType.PHYSICAL_COMBAT or damage is None:
        return text
    before = text[: damage.start()]
    if _ATTACK_SENTENCE.search(before) or re.search(r"\bgains? ['\"]", before, re.IGNORECASE):
        return text
    draft.corrections.append("'Physical attack.' declared before the DAMAGE line")
    return f"{before}Physical attack. DAMAGE: {text[damage.end() :]}"


def _read_text(draft: _Draft, raw: str) -> str:
    text = _SPACES.sub(" ", raw).strip()
    spellings: set[str] = set()
    for pattern, replacement in _ICONS:
        spellings.update(m.group(0) for m in pattern.finditer(text))
        text = pattern.sub(replacement, text)
    odd = sorted(spellings - {"[CONSTANT]", "[INSTANT]"})
    if odd:
        draft.corrections.append(f"icon spelling {', '.join(odd)} normalised")
    for pattern, replacement in _TEXT_TYPOS:
        text, n = pattern.subn(replacement, text)
        if n:
            draft.corrections.append(f"text misspelling {pattern.pattern[2:-2]!r} corrected")
    for fragment in _LOST_EFFECTS:
        if fragment in text:
            text = text.replace(fragment, "")
            draft.infer(f"the sentence {fragment.strip()!r} lost its effect in the data; left out")
    if "\ufffd" in text:
        # An undecodable character in the data: an apostrophe between letters ("opponent's"),
        # else a quotation mark ("gain “HIT: …”").
        text = re.sub(r"(?<=[a-z])\ufffd(?=s\b)", "'", text).replace("\ufffd", '"')
        draft.corrections.append("undecodable quotation marks read as quotes")
    if "\\'" in text or '\\"' in text:
        # Quotes escaped in the data ("your opponent\\'s hand"): the backslash is no text.
        text = text.replace("\\'", "'").replace('\\"', '"')
        draft.corrections.append("escaped quotation marks (\\') read as quotes")
    return text


def _type_from_text(text: str) -> CardType | None:
    lowered = text.lower()
    if "physical attack" in lowered:
        return CardType.PHYSICAL_COMBAT
    if "energy attack" in lowered:
        return CardType.ENERGY_COMBAT
    return None


# Misspelled titles (the CRD spells them right: R138 Orange Searching Maneuver).
_TITLE_TYPOS = {"Orange Searching Manuever": "Orange Searching Maneuver"}


def _read_title(draft: _Draft, raw: str) -> None:
    title = _clean(raw)
    title = _TITLE_TYPOS.get(title, title)
    personality = draft.type in (CardType.MAIN_PERSONALITY, CardType.ALLY)
    if personality:
        parts = [p for p in _NAME_SPLIT.split(raw.strip(), maxsplit=1) if p]
        if len(parts) == 2:
            draft.name, draft.sub_name = _clean(parts[0]), _clean(parts[1])
            title = f"{draft.name} - {draft.sub_name}"
        else:
            draft.name = title
    else:
        draft.name = title
    if title != raw:
        draft.corrections.append(f"title {raw!r} written as {title!r}")
    draft.title = title


def _read_style(draft: _Draft, raw: str) -> None:
    value = _clean(raw)
    given = _STYLE_NAMES.get(value.lower())
    # DBZ RB: Freestyle — the title's first word decides; personalities are never Styled.
    expected = (
        Style.FREESTYLE
        if draft.type in (CardType.MAIN_PERSONALITY, CardType.ALLY)
        else (style_of_title(draft.title))
    )
    if given is not expected:
        draft.corrections.append(f"style {value!r} read as {expected.value!r} from the title")
    draft.style = expected


def _read_traits(draft: _Draft, raw: str) -> tuple[str, ...]:
    traits: list[str] = []
    for part in raw.split(","):
        trait = _clean(part)
        if not trait:
            continue
        if trait in _TRAIT_TYPOS:
            draft.corrections.append(f"trait {trait!r} spelt {_TRAIT_TYPOS[trait]!r}")
            trait = _TRAIT_TYPOS[trait]
        traits.append(trait)
    return tuple(traits)


def _read_personality(draft: _Draft, props: dict[str, str]) -> None:
    level_raw = _clean(props.get("card level", ""))
    pur_raw = _clean(props.get("pur", ""))
    stages_raw = _clean(props.get("power rating", ""))
    if draft.type not in (CardType.MAIN_PERSONALITY, CardType.ALLY):
        if level_raw:
            draft.corrections.append(f"level {level_raw!r} dropped: not a personality")
        return
    draft.level = _int_or_none(level_raw)
    if draft.level is None and draft.type is CardType.ALLY:
        draft.level = 1  # Allies have no levels; the data writes 1 or nothing
    if level_raw and draft.level is None:
        draft.corrections.append(f"level {level_raw!r} unreadable")
    draft.pur = _int_or_none(pur_raw)
    if stages_raw:
        draft.power_stages = _read_stages(draft, stages_raw)


def _read_stages(draft: _Draft, raw: str) -> tuple[int, ...]:
    """DBZ RB: Card Types — 11 power stages, 0 first; the data may reverse or drop stage 0."""
    if ";" in raw:
        raw = re.sub(r"(\d),\s?(\d{3})\b", r"\1\2", raw)  # "25, 000" is one number
    fields = re.split(r"[;,]\s*|\s+", raw)
    values = [v for v in fields if v]
    numbers = [_int_or_none(v) for v in values]
    if any(n is None for n in numbers):
        draft.corrections.append(f"power stages {raw!r} unreadable (not all numbers)")
        return ()
    stages = [n for n in numbers if n is not None]
    if ";" in raw and "," in raw:
        draft.corrections.append("power stages: mixed ';' and ',' separators")
    if len(stages) == 12 and stages[1] == 0 and stages[0] == max(stages):
        _drop_stray_stage(draft, stages)
    reversed_ = len(stages) > 1 and stages[0] > stages[-1]
    if reversed_:
        stages.reverse()
        draft.corrections.append("power stages listed highest first; reversed")
    elif (
        len(stages) > 2 and stages[0] == 0 and all(a > b for a, b in itertools.pairwise(stages[1:]))
    ):
        # "0; 50; 45; …; 5": stage 0 first, then the rest highest first.
        stages[1:] = reversed(stages[1:])
        draft.corrections.append("power stages above 0 listed highest first; reversed")
    if len(stages) < 11 and "" in fields[1:-1]:
        before = sum(1 for v in fields[: fields.index("", 1)] if v)  # values before the blank
        _fill_blank_stage(draft, stages, len(stages) - before if reversed_ else before)
    if len(stages) == 10 and stages[0] == 0:
        _fill_dropped_step(draft, stages)
    if len(stages) == 10 and stages[0] != 0:
        stages.insert(0, 0)
        draft.corrections.append("power stages lacked stage 0; added")
    if len(stages) != 11:
        draft.corrections.append(f"power stages {raw!r} unreadable ({len(stages)} values, need 11)")
        return ()
    if any(a > b for a, b in itertools.pairwise(stages)):
        fixed = _one_slipped_zero(stages)
        if fixed is None:
            draft.corrections.append(f"power stages {raw!r} unreadable (not ascending)")
            return ()
        index, value = fixed
        draft.corrections.append(f"power stage {stages[index]} read as {value} (a slipped zero)")
        stages[index] = value
    return tuple(stages)


def _equal_steps(values: list[int]) -> int | None:
    """The one step between consecutive values, or None when the steps differ."""
    steps = {b - a for a, b in itertools.pairwise(values)}
    return steps.pop() if len(steps) == 1 else None


def _fill_blank_stage(draft: _Draft, stages: list[int], blank: int) -> None:
    """ "2;3;4;5;6;;8;9;10;11": an empty field where every step around it is the same.

    The blank is the value that keeps the steps equal (7 here); any other list stays as it is.
    """
    step = _equal_steps(stages[:blank]) if blank > 1 else None
    if step is None or step <= 0 or _equal_steps(stages[blank:]) != step:
        return
    if stages[blank] - stages[blank - 1] != 2 * step:
        return
    stages.insert(blank, stages[blank - 1] + step)
    draft.infer(
        f"power stages: the blank between {stages[blank - 1]} and {stages[blank + 1]} "
        f"read as {stages[blank]}"
    )


def _fill_dropped_step(draft: _Draft, stages: list[int]) -> None:
    """Ten stages from 0 whose steps above stage 1 are all equal but one twice as long.

    "0;97;107;117;127;137;147;167;177;187" dropped 157: the missing stage is the one that
    makes every step equal (DBZ RB: Card Types — 11 power stages); anything else is left.
    """
    steps = [b - a for a, b in itertools.pairwise(stages[1:])]
    common = Counter(steps).most_common()
    if len(common) != 2 or common[1][1] != 1 or common[1][0] != 2 * common[0][0] > 0:
        return
    at = steps.index(common[1][0]) + 2
    stages.insert(at, stages[at - 1] + common[0][0])
    draft.infer(f"power stage {stages[at]} missing between {stages[at - 1]} and {stages[at + 1]}")


def _drop_stray_stage(draft: _Draft, stages: list[int]) -> None:
    """Twelve values, the top one listed first, where one value breaks otherwise equal steps.

    Tenshinhan - Patient's "3800; 0; 200; 600; 1000; 1400; 1600; 1800; …; 3400": the top
    stage is written first and the rest ascend from 0; above stage 1 every step is 400 but for
    1600, whose removal leaves eleven stages (DBZ RB: Card Types — 11 power stages) in equal
    steps. Only that case is read (exactly one value whose removal makes the steps equal), and
    the reading is provisional; anything else stays unreadable.
    """
    ordered = [*stages[1:], stages[0]]
    if any(a >= b for a, b in itertools.pairwise(ordered)):
        return
    strays = [
        i for i in range(2, len(ordered) - 1) if _equal_steps(ordered[1:i] + ordered[i + 1 :])
    ]
    if len(strays) != 1:
        return
    stray = ordered.pop(strays[0])
    stages[:] = ordered
    draft.infer(
        f"power stages: the top stage {stages[-1]} listed first, and {stray} (between "
        f"{stages[strays[0] - 1]} and {stages[strays[0]]}, off the equal steps) read as a stray"
    )


def _one_slipped_zero(stages: list[int]) -> tuple[int, int] | None:
    """(index, value) when one stage with a zero too many or too few breaks the ascending order.

    "…600000;10000000;1400000…" is 1,000,000 and "1000;5000;25000;5000;150000…" is 50,000:
    exactly one value times or divided by ten makes the whole list ascending (DBZ RB: Power
    Stages run from 0 upward), so it is read so and the reading recorded; anything else stays
    unreadable. The top stage has one neighbour only, so it may be at most twice the one below.
    """
    found: list[tuple[int, int]] = []
    for index, stage in enumerate(stages):
        for value in (stage * 10, stage // 10 if stage % 10 == 0 else -1):
            trial = [*stages[:index], value, *stages[index + 1 :]]
            last = index == len(stages) - 1  # only one neighbour: stay within twice it
            ascending = all(a <= b for a, b in itertools.pairwise(trial))
            if value >= 0 and ascending and (not last or value <= 2 * stages[index - 1]):
                found.append((index, value))
    return found[0] if len(found) == 1 else None


def _read_endurance(draft: _Draft, raw: str, text: str) -> None:
    given = _int_or_none(_clean(raw))
    match = _ENDURANCE_TEXT.match(text)
    # DBZ RB: Glossary — Endurance is "written at the top of the card's effects".
    from_text = int(match.group(1)) if match else None
    if from_text is not None:
        if given != from_text:
            draft.corrections.append(f"endurance {raw.strip()!r} set to {from_text} from the text")
        draft.endurance = from_text
    elif given is not None and given > _MAX_ENDURANCE:
        draft.corrections.append(f"endurance {given} dropped: no card has more than 10")
    elif given:
        draft.endurance = given  # printed as an Endurance icon (DBZ RB: Glossary — Endurance)


def _read_alignment(draft: _Draft, text: str) -> None:
    match = _ALIGN_TEXT.search(text)
    if match is None:
        return
    from_text = Alignment.HERO if match.group(1).lower() == "heroes" else Alignment.VILLAIN
    if draft.alignment not in (None, from_text):
        draft.corrections.append(
            f"alignment {draft.alignment.value!r} set to {from_text.value!r} from the text"
        )
    draft.alignment = from_text


def _read_limit(draft: _Draft, raw: str, text: str) -> None:
    given = _int_or_none(_clean(raw))
    match = _LIMIT_TEXT.search(text)
    if match:
        expected = int(match.group(1))
        reason = "the text's limit"
    elif draft.type in _SINGLE_COPY:
        expected = 1
        reason = "DBZ RB: Making a Deck"
    else:
        expected = MAX_COPIES
        reason = "DBZ RB: Making a Deck"
    if (
        not match
        and given is not None
        and given < expected
        and draft.type not in (CardType.MAIN_PERSONALITY, CardType.MASTERY)
    ):
        # A stricter limit than the rulebook's default is kept: it can only make decks safer.
        draft.corrections.append(f"limit per deck {given} kept from the data (not in the text)")
        expected = given
    elif given is not None and given != expected:
        draft.corrections.append(f"limit per deck {given} set to {expected} ({reason})")
    draft.limit = expected


_QUOTE_MARK = re.compile(r"(?<![A-Za-z])['‘’\"“”]|['‘’\"“”](?![A-Za-z])")


def _unquoted(text: str) -> str:
    """The text without its quotation marks (apostrophes inside words kept), lower case."""
    return " ".join(_QUOTE_MARK.sub("", text).lower().split())


def _restore_quotes(draft: _Draft, others: list[_Draft]) -> None:
    """A text that lost its quotation marks, read from a reprint that kept them.

    Nail - Warrior (Promos P9): "make that attack gain, If stopped, use this attack's HIT
    effects and Banish after use." — its reprint (P13) quotes the two gained sentences, the
    same words otherwise; without them the gained text cannot be told from the power's own.
    """
    if _QUOTE_MARK.search(draft.text):
        return
    bare = _unquoted(draft.text)
    for other in others:
        quoted = other.text != draft.text and _QUOTE_MARK.search(other.text)
        if quoted and _unquoted(other.text) == bare:
            draft.text = other.text
            draft.corrections.append("quotation marks taken from a reprint")
            return


_CUT_END = re.compile(r"[.)!?'\"”’]\s*$")


def _complete_cut_text(draft: _Draft, others: list[_Draft]) -> None:
    """A text cut short in the data, its last sentence completed from a reprint.

    Black Command (Set 1 No. 1xx) ends "… your opponent destroys the"; its reprint (Awakening,
    "Most Recent Printing") goes on "top 3 cards of his or her Life Deck." The words the cut
    text has must all be in the reprint's sentence, in order (punctuation aside); only the
    rest of that one sentence is taken.
    """
    text = draft.text.rstrip()
    if not text or _CUT_END.search(text):
        return
    last = re.split(r"(?<=[.)])\s+", text)[-1]
    words = re.findall(r"[\w']+", last)
    if len(words) < 4:
        return
    loose = re.compile(r"\b" + r"\W+".join(map(re.escape, words)) + r"\b", re.IGNORECASE)
    for other in others:
        m = loose.search(other.text)
        end = other.text.find(".", m.end()) if m else -1
        rest = other.text[m.end() : end + 1] if m and end >= 0 else ""
        if re.search(r"\w", rest) and re.match(r"[\s,]", rest):
            draft.text = text + rest
            draft.corrections.append(f"text cut short; completed from a reprint: {rest.strip()!r}")
            return


def _infer_blank_levels(drafts: list[_Draft]) -> None:
    """A Main Personality whose level is blank, read from its own PUR and its set's levels.

    Master Roshi - Barricade (Perfection No. 064, PUR 5) has no level; its set's other Master
    Roshi levels 1–3 (Nos. 061–063) have PUR 2, 3 and 4, so PUR minus level is 1 on each and
    the one level missing is 4 = 5 − 1. Only that case is read (every sibling agreeing, the
    level read being the one level 1–4 the set lacks); the reading is provisional.
    """
    for draft in drafts:
        if draft.type is not CardType.MAIN_PERSONALITY or draft.level is not None:
            continue
        if draft.pur is None:
            continue
        siblings = [
            d
            for d in drafts
            if d is not draft
            and d.type is CardType.MAIN_PERSONALITY
            and d.set_name == draft.set_name
            and _loose(d.name) == _loose(draft.name)
        ]
        offsets = {d.pur - d.level for d in siblings if d.pur is not None and d.level is not None}
        if len(offsets) != 1 or any(d.level is None or d.pur is None for d in siblings):
            continue
        level = draft.pur - offsets.pop()
        missing = {1, 2, 3, 4} - {d.level for d in siblings}
        if missing == {level}:
            draft.level = level
            draft.infer(
                f"level blank in the data; read as {level} (PUR {draft.pur}; this set's other "
                f"{draft.name} levels each have PUR {draft.pur - level} above their level)"
            )


def _cross_reference(drafts: list[_Draft]) -> list[Card]:
    """Fill gaps from reprints of the same title; name alignment from the other levels."""
    by_title: dict[str, list[_Draft]] = defaultdict(list)
    for draft in drafts:
        by_title[_loose(draft.title)].append(draft)
    for draft in drafts:
        others = [d for d in by_title[_loose(draft.title)] if d is not draft]
        if draft.type is None:
            known = [d.type for d in others if d.type is not None]
            if known:
                draft.type = Counter(known).most_common(1)[0][0]
                draft.corrections.append(f"type taken from a reprint: {draft.type.value!r}")
        _restore_quotes(draft, others)
        _complete_cut_text(draft, others)
        if draft.type not in (CardType.MAIN_PERSONALITY, CardType.ALLY):
            continue
        if draft.level is None:
            levels = [d.level for d in others if d.level is not None]
            if levels:
                draft.level = levels[0]
                draft.corrections.append(f"level taken from a reprint: {draft.level}")
        if not draft.power_stages:
            stages = [d.power_stages for d in others if d.power_stages]
            if stages:
                draft.power_stages = stages[0]
                draft.corrections.append("power stages taken from a reprint")
        if draft.pur is None:
            purs = [d.pur for d in others if d.pur is not None]
            if purs:
                draft.pur = purs[0]
                draft.corrections.append(f"PUR taken from a reprint: {draft.pur}")
        if draft.alignment is None:
            aligned = [d.alignment for d in others if d.alignment is not None]
            if aligned:
                draft.alignment = aligned[0]
                draft.corrections.append(f"alignment taken from a reprint: {draft.alignment.value}")
    _infer_blank_levels(drafts)
    # An MP set shares one alignment (DBZ RB: Making a Deck); use the other levels' if known.
    by_name: dict[str, Counter[Alignment]] = defaultdict(Counter)
    for draft in drafts:
        if draft.type is CardType.MAIN_PERSONALITY and draft.alignment not in (
            None,
            Alignment.NONE,
        ):
            assert draft.alignment is not None
            by_name[_loose(draft.name)][draft.alignment] += 1
    cards: list[Card] = []
    for draft in drafts:
        if draft.type is None:
            continue
        if draft.type is CardType.MAIN_PERSONALITY and draft.alignment is None:
            votes = by_name.get(_loose(draft.name))
            if votes:
                draft.alignment = votes.most_common(1)[0][0]
                draft.corrections.append(
                    f"alignment taken from other {draft.name} MPs: {draft.alignment.value}"
                )
            elif draft.name in _PRINTED_ALIGNMENT:
                draft.alignment = _PRINTED_ALIGNMENT[draft.name]
                draft.corrections.append(
                    f"alignment {draft.alignment.value} from the printed card colour"
                )
        cards.append(draft.to_card())
    return cards


def _draft_entries(drafts: list[_Draft]) -> Iterator[ReportEntry]:
    for d in drafts:
        if d.type is None:
            yield ReportEntry(d.file, d.id, d.title, "unreadable", tuple(d.corrections))
        elif d.corrections:
            yield ReportEntry(d.file, d.id, d.title, "corrected", tuple(d.corrections))


def loose_key(title: str) -> str:
    """A spelling-tolerant key: lower-case letters and digits only ("Bardock  True Saiyan")."""
    return _loose(title)


@functools.lru_cache(maxsize=16_384)  # a pool's titles: a deck check reads each many times
def _loose(title: str) -> str:
    return _NOT_LOOSE.sub("", title.lower())


def _clean(value: str) -> str:
    return _SPACES.sub(" ", value.replace("–", "-").replace("—", "-")).strip()


def _int_or_none(value: str) -> int | None:
    value = value.strip()
    if not value:
        return None
    try:
        return int(value.replace(",", ""))
    except ValueError:
        return None


def _local(tag: object) -> str:
    text = tag if isinstance(tag, str) else ""
    return text.rsplit("}", 1)[-1]
