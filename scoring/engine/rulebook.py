"""Every rule ClubScore cites, with its number and its text in English, Czech and French.

Pure data (no Django): the referee view, the ruleset pages and score explanations look rules
up here by the ids the engine writes into `items[].rule`, `transfers[].rule` and
`penalties[].rule`. English follows shared/rules.md and classical-extra.md; the Czech of rules
90-96 and 112-117 and of seed 001's penalties is quoted from the seeds, the rest is translated;
the French of R1-R9 is quoted from seed 004.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

LANGUAGES = ("en", "cs", "fr")


@dataclass(frozen=True)
class Rule:
    id: str
    rulesets: tuple[str, ...]
    group: str  # the heading the rule sits under (e.g. "114"), for the ruleset pages
    text: dict[str, str]
    name: dict[str, str] = field(default_factory=dict)
    value: str = ""  # what the rule is worth, as the digest states it ("2/4", "1 double")
    example: tuple[tuple[str, ...], ...] = ()  # limit hands: the sets of an example hand
    option: str = ""  # the ruleset option that switches the rule or sets its amount
    quoted: tuple[str, ...] = ()  # languages whose text is quoted from a seed, not translated

    def text_in(self, language: str | None) -> str:
        return _pick(self.text, language)

    def name_in(self, language: str | None) -> str:
        return _pick(self.name, language) if self.name else ""

    def is_quoted(self, language: str | None) -> bool:
        return _base(language) in self.quoted


def _base(language: str | None) -> str:
    return (language or "en").split("-")[0].lower()


def _pick(texts: dict[str, str], language: str | None) -> str:
    return texts.get(_base(language)) or texts.get("en", "")


# Czech originals, quoted from seeds 000 (rules 90-96) and 002 (rules 112-117).
CS_ORIGINALS = {
    "90": (
        "Za jistých níže definovaných okolnosti je svoboda hráče omezena: pokud by hráč zahodil "
        "nebezpečný kámen, musel by zaplatit pokutu. Nebezpečnost je definována následovně:"
    ),
    "90a": (
        "Jestliže někdo vyložil nebo ohlásil tři sady složené výhradně z kamenů jedné řady, "
        "odhozeni kteréhokoli kamene této řady, které mu umožni (hned nebo později) I vytvořit "
        "“Čistou řadu”, je nebezpečné."
    ),
    "90b": (
        "Jestliže někdo vyložil nebo ohlásil tři sady větrů, odhození kteréhokoli kamene se "
        "čtvrtým větrem, které mu umožní (hned nebo později) vytvořit “Čtvero požehnáni "
        "vznášejících se nade dveřmi” nebo mahjong obsahující “Čtvero malých radostí”, je "
        "nebezpečné."
    ),
    "90c": (
        "Jestliže někdo vyložil nebo ohlásil dvě sady draků, odhozeni kteréhokoli kamene se "
        "třetím drakem, které mu umožni (hned nebo později) vytvořit “Tři velké myslitele” nebo "
        "mahjong obsahující “Tři malé draky” nebo “Tři velké draky”, je nebezpečné."
    ),
    "90d": (
        "Jestliže někdo vyložil nebo ohlásil tři sady zvláštních kamenů, odhozeni kteréhokoli "
        "zvláštního kamene, které mu umožni (hned nebo později) vytvořit “Všechny symboly”, je "
        "nebezpečné."
    ),
    "90e": (
        "Jestliže někdo vyložil nebo ohlásil tři sady “celozelených” kamenů, odhozeni kteréhokoli"
        " celo zeleného kamene, které mu umožní (hned nebo později) vytvořit “Císařský nefrit”, "
        "je nebezpečné."
    ),
    "90f": (
        "Jestliže někdo vyložil nebo ohlásil tři sady jedniček nebo devitek, odhozeni kterékoli "
        "jedničky nebo devítky, které mu umožni (hned nebo později) vytvořit “Hlavy a ocasy”, je "
        "nebezpečné."
    ),
    "90g": (
        "Jestliže ve zdi zbývá čtyři nebo méně kamenů, odhozeni kteréhokoli kamene, od kterého "
        "ještě není alespoň jeden exemplář na stole (mezi zahozenými kameny nebo ve vyložených "
        "sadách), které umožni některému hráči (hned nebo později) vytvořit mahjong, je "
        "nebezpečné."
    ),
    "91": (
        "Pro účely pravidla 90 se pong a kong považuji za vyložené od okamžiku, kdy hráč prohlásí"
        " “pong”, resp. “kong” (pokud později svůj požadavek neodvolá). Pro účely pravidla 90a se"
        " čou považuje za vyložené od okamžiku, kdy hráč prohlási “čou” (pokud později svůj "
        "požadavek neodvolá), ale pro účely pravidla 90e se čou považuje za vyložené, až když "
        "všechny tři kameny lež i na stole."
    ),
    "92": (
        "Zahozeni nebezpečného kamene není pokutováno, pokud není nárokován hráčem, který má "
        "vyloženy či hlášeny výše uvedené kombinace (nebezpečný hráč), nebo pokud jím není využit"
        " k vytvoření výše uvedených kombinací. Zahození je pokutováno, jestliže nebezpečný hráč "
        "si kámen vyžádá pro mahjong, nebo když si ho vyžádá pro pong či čou a mahjong později "
        "dokončí dobráním ze zdi nebo nárokováním bezpečného zahozeného kamene. Jeli zahozený "
        "kámen vyžádán pro kong, nedojde tím k dokončení ruky, a zahození tedy není pokutováno."
    ),
    "93": (
        "Jestliže se nebezpečný hráč přihlásí o nebezpečný kámen pro pong nebo čou a jednu z "
        "uvedených kombinací posléze dokončí nárokováním dalšího nebezpečně zahozeného kamene, "
        "pokutován je pouze druhý nebezpečný kámen, první je zproštěn odpovědnosti."
    ),
    "94": (
        "Jestliže si hráč dobere ze zdi nebezpečný kámen a přiloží ho ke svému vyloženému pongu, "
        "a jestliže mu nebezpečný hráč takto vzniklý kong uloupí a vytvoří tak jednu z uvedených "
        "kombinací, nebezpečný kámen je pokutován stejně, jako kdyby byl zahozen."
    ),
    "95": (
        "Pokud ale hráč po dobrání ze zdi zjistí, že má v ruce pouze nebezpečné kameny, a pokud "
        "jím zahozený kámen je vyžádán nebezpečným hráčem a pomůže mu vytvořit (hned nebo "
        "později) jednu z uvedených kombinací, provinilec může ukázat své kameny a oznámit “neměl"
        " jsem na výběr”. V tom případě za zahození nebezpečného kamene není pokutován. Pokud se "
        "však hráč do této situace dostal po nárokování zahozeného kamene pro pong či čou (ne pro"
        " kong) , nemůže se obhajovat “nemám na výběr”, a pokud je jím zahozený kámen využit, "
        "postih ho nemine. Hráč, který nemá na výběr, musí ukázat své kameny ihned, ještě před "
        "tím, než si příště dobere ze zdi (ať už živé, nebo mrtvé) nebo než se přihlásí o "
        "zahozený kámen. Po předvedení si je vezme zpět do skryté ruky. Pokud v takové situaci "
        "nechce ukázat své kameny, nemůže říct, že nemá na výběr, a v případě využití nebezpečně "
        "zahozeného kamene bude pokutován."
    ),
    "96": (
        "O hráči, který podle výše uvedených pravidel poskytl nebezpečnému hráči nebezpečný "
        "kámen, se říká, že “spustil dělo”. Jako pokutu musí po vyrovnání svých případných dluhů "
        "vůči vítězi proplatit oběma dalším poraženým to, co mají zaplati vítězi oni. Žádné další"
        " bodování nebo vyrovnání mezi poraženými už se neprovádí."
    ),
    "112": (
        "Nejdříve se hodnotí dosažené sady a jiné prvky, které ruka obsahuje. Body za ně získané "
        "se nazývají základní skóre. Základní skóre se pak může progresivně zdvojnásobovat za "
        "každou z určitých kombinaci, které ruka obsahuje, a vlastnosti, které má. Některých "
        "základních bodů a některých zdvojeni mohou dosáhnout všichni hráči, jiné jsou k "
        "dispozici pouze u mahjongu. Poznámka: Protože zdvojeni se aplikuji progresivně, každé "
        "další zdvojeni má dvakrát větši hodnotu než to předcházející. Tato skutečnost by se "
        "neměla přehlížet, když se odhaduje potenciál ruky: první zdvojeni = 2 x základní skóre, "
        "druhé = 4 x, třetí = 8 x, čtvrté = 16 x, páté = 32 x základní skóre atd. Poznámka 2: "
        "Protože řada zdvojovacích kombinaci se překrývá a jedna formace může splňovat několik "
        "požadavků najednou, je potřeba studovat obsah ruky ze všech možných úhlů, aby byla "
        "jistota, že žádné zdvojeni nezůstane opomenuto."
    ),
    "113": (
        "Vyložené a skryté sady se boduji odlišně. Sada nebo pár je vyložená, jestliže vznikla "
        "nárokováním zahozeného kamene; je skrytá, když všechny jeji kameny dobral ze zdi hráč, "
        "který ji vlastni."
    ),
    "114": ("Základní skóre se počítá následovně:"),
    "114a": ("Za každý ohlášený prémiový kámen 4 body."),
    "114b": (
        "Za vyložený pong z malých kamenů 2 body, za skrytý 4 body. Za vyložený pong z velkých "
        "kamenů 4 body, za skrytý 8 bodů."
    ),
    "114c": (
        "Za vyložený kong z malých kamenů 8 bodů, za skrytý 16 bodů. Za vyložený kong z velkých "
        "kamenů 16 bodů, za skrytý 32 bodů."
    ),
    "114d": ("Postupky (čou) se nebodují, slouží pouze k dosažení mahjongu."),
    "114e": (
        "Za dvojici draků jsou 2 body, za pár hráčova vlastního větru nebo převažujícího větru "
        "kola také (bez ohledu na to, zda je pár vyložený nebo skrytý). Za pár hráčova větru, "
        "který je současně převažující, má tento hráč 4 body (bez ohledu na to, zda je pár "
        "vyložený nebo skrytý). Jiné páry se nebodují. Poznámka: o převažujícím větru viz "
        "pravidlo 13."
    ),
    "115": ("Základní body, které má k dispozici pouze majitel mahjongu, jsou následující:"),
    "115a": ("Za mahjong jako takový 10 bodů."),
    "115b": ("Pokud byl zavírající kámen dobrán ze zdi, 2 body."),
    "115c": (
        "Pokud existoval jen jeden druh kamene, který mohl mahjong dokončit, 2 body. Výhře tímto "
        "způsobem se říká “zaplnit jediné možné místo” nebo “vyhrát jediným možným kamenem”. "
        "Pokud by mahjong teoreticky mohly dokončit dva různé kameny, ale všechny exempláře "
        "jednoho z nich jsou už na stole, a už mezi zahozenými, nebo ve vyložených či ohlášených "
        "sadách, exemplář druhého kamene se počítá jako zaplnění jediného možného místa. "
        "Poznámka: Pokud tedy hráč dodělal tři sady a pár, v ruce má puntíkovou dvojku a čtyřku a"
        " dobere si puntíkovou trojku, pak mahjongoval zaplněním jediného možného místa. Kdyby "
        "však měl puntíkovou čtyřku a pětku, trojka by nebyla jediný možný kámen, pokud by už na "
        "stole neležely všechny čtyři puntíkové šestky."
    ),
    "115d": (
        "Jestliže hráč už dokončil čtyři sady a mahjong získá dokončením svého páru (ať už "
        "dobráním ze zdi, nebo nárokováním zahozeného kamene), dostane 2 body, pokud pár sestává "
        "z malých kamenů, a 4 body, pokud z velkých. Výhře tímto způsobem se říká “vylovit oči”. "
        "Poznámka: Hráč, který vyloví své oči, často současně dostane body za zaplnění jediného "
        "možného místa, ale ne vždy je tomu tak. Například když má tři sady a drží 6789 v "
        "puntících, může mahjongovat buď puntíkovou šestkou, nebo devítkou, a obojí bude vylovení"
        " očí."
    ),
    "116": ("Zdvojení, použitelná u všech ruk, jsou následující:"),
    "116a": (
        "Hráč, který ohlásil svou vlastní květinu i své vlastní roční období, dostane za tuto "
        "dvojici prémiových kamenů zdvojeni. Poznámka: přislušnost květin a období hráčům se řídí"
        " světovými stranami, na kterých právě sedi: viz pravidla 7 a 8."
    ),
    "116b": ("Za hlášenou sadu všech čtyř květin je jedno zdvojení."),
    "116c": ("Za hlášenou sadu všech čtyř období je jedno zdvojení."),
    "116d": ("Za každou sadu draků je jedno zdvojení."),
    "116e": ("Za sadu vlastních větrů je jedno zdvojení."),
    "116f": ("Za sadu převažujících větrů je jedno zdvojení."),
    "116g": (
        "Za ruku obsahující dvě sady draků a pár draků třetí barvy je jedno zdvojení, navíc ke "
        "zdvojením získaným za sady draků jako takové. Této kombinaci se říká “malá trojice "
        "draků”."
    ),
    "116h": (
        "Za ruku obsahující tři sady draků jsou dvě zdvojení, navíc ke zdvojením získaným za sady"
        " draků jako takové. Této kombinaci se říká “velká trojice draků”."
    ),
    "116i": (
        "Za ruku obsahující tři sady větrů a pár větrů čtvrté strany je jedno zdvojení, navíc ke "
        "zdvojením získaným za sady větrů jako takové. Této kombinaci se říká “malé čtvero "
        "radostí”."
    ),
    "116j": (
        "Za ruku obsahující čtyři sady větrů jsou dvě zdvojení, navíc ke zdvojením získaným za "
        "sady větrů jako takové. Této kombinaci se říká “velké čtvero radostí”."
    ),
    "116k": (
        "Za ruku obsahující 3 skryté pongy je jedno zdvojení. Pro účely tohoto pravidla se za "
        "skrytý pong považuje i skrytý kong nebo vyložený kong vzniklý přidáním zahozeného kamene"
        " ke skrytému pongu (pokud byl označen otočením krajního kamene lícem dolů). při počítání"
        " základního skóre se takový kong samozřejmě počítá za kong. Poznámka: Všechna výše "
        "uvedená zdvojení se vztahují k účinku jednotlivých kamenů, jejich sad nebo skupin sad a "
        "mohou být tedy nárokovány v každé ruce, která dotyčné kameny či sady obsahuje, i když to"
        " není kompletní ruka (mahjong)."
    ),
    "117": (
        "Zdvojeni, která lze získat pouze s mahjongem, jsou následující. Vztahuji se pouze k "
        "hrací ruce a nejsou nijak ovlivněna prémiovými kameny."
    ),
    "117a": (
        "Za ruku skládající se ze čtyř čou a jednoho nebodovaného páru je jedno zdvojeni. Taková "
        "ruka se jmenuje nebodovaná ruka, ale neznamená to, že hráč za ni nemůže mít žádné "
        "základní body (jinak by nebylo co zdvojovat). Hráč může mít body za prémiové kameny, za "
        "dobráni posledního kamene, za zaplněni jediného možného místa nebo za vyloveni oči a "
        "neztratí tím nárok na toto zdvojeni."
    ),
    "117b": (
        "Za mahjong, který neobsahuje žádná čou, je jedno zdvojeni. Takové ruce se říká “ptáci "
        "zpívajíci v harmonii”."
    ),
    "117c": (
        "Za mahjong, který je celý až do konce skrytý včetně posledního kamene, je jedno "
        "zdvojeni. Pro účely tohoto pravidla (nikoli pro účely zjištěni základního skóre) se "
        "vyložený kong, vytvořený přiložením zahozeného kamene ke skrytému pongu a řádně "
        "označený, považuje za skrytou sadu."
    ),
    "117d": (
        "Za mahjong složený ze zvláštních kamenů a kamenů jediné řady je jedno zdvojeni. Takové "
        "ruce se říká ruka jedné řady."
    ),
    "117e": (
        "Za mahjong složený z kamenů jediné řady bez zvláštních kamenů jsou 3 zdvojeni. Takové "
        "ruce se říká ruka čisté řady."
    ),
    "117f": ("Za mahjong složený pouze z velkých kamenů je jedno zdvojeni."),
    "117g": (
        "Za mahjong složený pouze ze zvláštních kamenů jsou 2 zdvojeni. Poznámka: Toto zdvojeni "
        "má spíše teoretický význam, pokud se nehraje “s odkrytou střechou”, protože jinak ruka "
        "zvláštních kamenů automaticky zajištuje tzv. limit: viz pravidlo 122k."
    ),
    "117h": (
        "Za mahjong dokončený dobráním volného kamene je jedno zdvojeni. Výhře tímto způsobem se "
        "říká “otevřít květ na vrcholu hory” nebo “vyhrát na střeše”."
    ),
    "117i": (
        "Za mahjong dokončený dobráním posledního kamene ze zdi je jedno zdvojeni. Výhře tímto "
        "způsobem se říká “vyhrát ze dna jezera”. Poslední kámen je obvykle poslední kámen živé "
        "zdi; pokud však v situaci, kdy živá zeď už byla rozebrána, hráč udělá kong (posledním "
        "kamenem ze zdi nebo zahozeným kamenem, o který se přihlásil), za poslední kámen se "
        "považuje volný kámen, který si za kong dobere. Pokud tímto kamenem dokončí mahjong, "
        "dostane dvě zdvojení, jedno za otevřeni květu a druhé za výhru ze dna jezera."
    ),
    "117j": (
        "Pokud už byla živá zeď rozebrána a někdo dokončí mahjong nárokováním r zahozeného "
        "kamene, dostane jedno zdvojeni. Výhře tímto způsobem se říká “chytit rybu ze dna řeky”."
    ),
    "117k": ("Za mahjong dokončený uloupením vyloženého kongu je jedno zdvojeni."),
    "117l": (
        "Za splnění hlášky (čekání od začátku) je jedno zdvojeni. Poznámka: Zdvojení ag se "
        "vztahuji ke konzistenci složeni mahjongu jako celku, zdvojeni hl se vztahuji ke způsobu,"
        " jakým byl mahjong dokončen. Proto jsou tato zdvojeni k dispozici pouze vlastníkovi "
        "mahjongu."
    ),
}
# Czech originals of seed 001 (errors and penalties), quoted.
CS_PENALTIES = {
    "C1": (
        "„Dlouhá ruka“ je ruka, která obsahuje vyšší než správný počet kamenů. „Krátká ruka“ je "
        "ruka, která obsahuje nižší než správný počet kamenů. Hráč, který má krátkou, dlouhou "
        "nebo špinavou ruku, nemůže v dané hře ohlásit mah-jong. Nicméně pokračuje ve hře, dobírá"
        " a zahazuje kameny a může tvořit ČOU, PONGy a KAONGy. Hráč s krátkou rukou však nemůže "
        "nárokovat odložený kámen, pokud by pak zůstal bez kamene, který by mohl sám zahodit. "
        "Pokud někdo jiný dosáhne mah-jongu, hráč s krátkou nebo špinavou rukou může získat body "
        "za své správně utvořené sady a prémiové kameny a vyrovnávat rozdíl se zbývajícími hráči."
        " Hráč s dlouhou rukou žádné body nezíská a musí zaplatit zbývajícím hráčům plnou hodnotu"
        " jejich ruk."
    ),
    "C2": (
        "Jestliže hráč ohlásí mah-jong, který ve skutečnosti nemůže dokončit, nebo když se ukáže,"
        " že mah-jong, který vyložil, obsahuje chybnou kombinaci, kterou nemůže změnit, může si "
        "vzít kameny zpět a pokračovat ve hře. Pokud však mezitím (před objevením a oznámením "
        "chyby) některý ze zbylých hráčů odkryl svou ruku nebo její část, provinilec musí "
        "zaplatit každému ze svých soupeřů 300 bodů. Hra se tím považuje za ukončenou, žádné jiné"
        " body se neudělují a vyrovnání se neprovádí. Byl-li provinilcem Východ, ztrácí titul a "
        "předá ho dalšímu hráči. Pokud byl Východem někdo jiný, titul si ponechá. Jestliže dva "
        "hráči chybně ohlásí mah-jong a kterýkoli ze zbylých hráčů kvůli tomu odkryje část své "
        "ruky před zjištěním a oznámením chyby, každý z provinilců zaplatí každému z poškozených "
        "150 bodů. Obdobně, když tři hráči chybně ohlásí mah-jong při nárokování téhož zahozeného"
        " kamene a čtvrtý hráč kvůli tomu odkryje část své ruky před zjištěním a oznámením chyby,"
        " každý z provinilců mu zaplatí pokutu 100 bodů."
    ),
    "C3": (
        "Jestliže hráč při zahazování kamene oznámí jméno jiného kamene, než jaký odložil na "
        "stůl, má se za to, že odkládá kámen, který položil na stůl. Provinilec není nijak "
        "potrestán, pokud se sám opraví nebo ho opraví jiný hráč dříve, než některý hráč "
        "nárokoval oznámený kámen za jakýmkoli účelem nebo než další hráč zahodil kámen. Jestliže"
        " hráč chybně pojmenoval odložený kámen a následující hráč nárokoval oznámený kámen pro "
        "ČOU, provinilec musí nárokujícímu hráči zaplatit pokutu 50 bodů a hra normálně "
        "pokračuje. Přihlášený hráč však musí ukázat kameny, které by spolu s oznámeným kamenem "
        "utvořily ČOU. Pokud to nemůže nebo nechce udělat, provinilec žádnou pokutu neplatí. "
        "Jestliže hráč chybně pojmenoval odložený kámen a některý hráč nárokoval oznámený kámen "
        "pro PONG nebo KAONG, provinilec musí nárokujícímu hráči zaplatit pokutu 100 bodů a hra "
        "normálně pokračuje. Přihlášený hráč však musí ukázat kameny, které by spolu s oznámeným "
        "kamenem utvořily PONG, resp. KAONG. Pokud to nemůže nebo nechce udělat, provinilec "
        "žádnou pokutu neplatí. Jestliže hráč chybně pojmenoval odložený kámen a některý hráč "
        "nárokoval oznámený kámen pro mah-jong, provinilec musí každému soupeři zaplatit pokutu "
        "300 bodů a hra končí bez dalšího bodování nebo vyrovnání. Pokud zahazující hráč byl "
        "Východ, ztrácí titul, jinak titul Východu zůstává jeho držiteli. Přihlášený hráč však "
        "musí ukázat své kameny a dokázat tak, že by s pomocí oznámeného kamene dokončil "
        "mah-jong. Jestliže po chybném pojmenování odloženého kamene někdo chybně ohlásí mah-jong"
        " (tj. oznámený kámen by neudělal z jeho ruky mah-jong), hra může pokračovat, pokud si "
        "přihlášený hráč všimne své chyby a zruší svůj požadavek dříve, než kdokoli z jeho "
        "soupeřů vyloží část své ruky. Pokud však někdo odkryje část své ruky, zahazující i "
        "nárokující hráč zaplatí zbývajícím dvěma po 150 bodech. Hra se považuje za ukončenou bez"
        " dalšího bodování nebo vyrovnání. Pokud jeden z provinilých hráčů byl Východ, ztrácí "
        "tento titul, jinak titul Východu zůstává jeho držiteli. Jestliže hráč chybně pojmenoval "
        "zahozený kámen a dva hráči se přihlásili o kámen, jehož jméno zahazující hráč vyslovil, "
        "jeden pro ČOU a druhý pro PONG nebo KAONG, zahazující hráč musí zaplatit oběma podle "
        "výše uvedených pravidel. Pokud jeden z hráčů požadoval oznámený kámen pro mah-jong, je "
        "pokuta zaplacená každému hráči shora omezená 300 body."
    ),
}
# French originals of seed 004 (riichi responsibility payments), quoted.
FR_RIICHI = {
    "R1": (
        "Un joueur a exposé deux pon/kan de dragons et attend une tuile du troisième dragon "
        "laquelle est défaussée et appelée, complétant ainsi un Daisangen (Yakuman)."
    ),
    "R2": (
        "Un joueur a exposé trois pon/kan de vents et attend une tuile du quatrième vent laquelle"
        " est défaussée et appelée, complétant ainsi un Shōsūshī (Yakuman)."
    ),
    "R3": (
        "Un joueur a exposé trois pon/kan ou chi de la même couleur et attend une tuile de la "
        "même couleur laquelle est défaussée et appelée, complétant (ou aidant à compléter) ainsi"
        " un Chinitsu."
    ),
    "R4": (
        "Un joueur a exposé trois pon/kan ou chi de couleur «verte» et attend une tuile «verte» "
        "laquelle est défaussée et appelée, complétant (ou aidant à compléter) ainsi un Ryūīsō "
        "(Yakuman)."
    ),
    "R5": (
        "Un joueur a exposé trois pon/kan d’honneurs et attend une tuile d’honneur laquelle est "
        "défaussée et appelée, complétant (ou aidant à compléter) ainsi un Tsūīsō (Yakuman)."
    ),
    "R6": (
        "Un joueur a exposé trois pon/kan de terminales et attend une tuile de terminale laquelle"
        " est défaussée et appelée, complétant (ou aidant à compléter) ainsi un Chinrōtō "
        "(Yakuman)."
    ),
    "R7": (
        "Un joueur a exposé trois kan et attend une tuile risquée (une tuile qui n’est visible ni"
        " dans les défausses, ni parmi les tuiles volées) laquelle est défaussée et appelée, "
        "complétant (ou aidant à compléter) ainsi un Sū kantsu (Yakuman)."
    ),
    "R8": (
        "Un joueur défausse une tuile qui est appelée pour compléter un kan. Si le joueur ayant "
        "complété un kan gagne à l’aide de la tuile de remplacement, la valeur de la main sera "
        "calculée comme si elle avait été gagnée par tsumo et le joueur qui avait préalablement "
        "défaussé la tuile devra s’acquitter de payer la valeur de la main en totalité."
    ),
    "R9": (
        "Un joueur défausse une tuile risquée (une tuile qui n’est visible ni dans les défausses,"
        " ni parmi les tuiles volées) laquelle est défaussée et appelée, complétant une "
        "combinaison ou la main d’un joueur, alors qu’il ne reste que 5 tuiles ou moins dans le "
        "mur."
    ),
    "R-payment": (
        "Si l’une de ces situations se présente, le joueur fautif pourra se voir puni d’avoir été"
        " «irresponsablement» négligent et ainsi payer la totalité de la main si elle est "
        "complétée par un tsumo (même si l’achèvement se fait lors d’un prochain tour). Par "
        "contre, si la main est complétée par un ron, ce sont à la fois le joueur fautif et le "
        "joueur qui a été précédemment négligent qui devront se séparer également la valeur "
        "totale de la main."
    ),
    "R": (
        "Dans certains cas précis, le fait de délibérément défausser une tuile potentiellement "
        "risquée peut être puni. Les tuiles sont dîtes risquées puisqu’elles aideraient "
        "potentiellement l’achèvement d’une main de grande valeur (Yakuman). Voici les "
        "circonstances où les défausses sont considérées trop risquées:"
    ),
}

MILLINGTON = ("millington",)
CLASSICAL = ("millington", "american1920")

# Headings of the rule groups, in the order the ruleset pages show them.
GROUPS: dict[str, dict[str, str]] = {
    "112": {"en": "How a hand is scored", "cs": "Jak se ruka boduje"},
    "114": {"en": "Basic points for every hand", "cs": "Základní body pro každou ruku"},
    "115": {
        "en": "Basic points for the mah-jong hand only",
        "cs": "Základní body jen pro mahjong",
    },
    "116": {"en": "Doubles for every hand", "cs": "Zdvojení pro každou ruku"},
    "117": {
        "en": "Doubles for the mah-jong hand only",
        "cs": "Zdvojení jen pro mahjong",
    },
    "122": {"en": "Limit and limit hands", "cs": "Limit a limitní ruce"},
    "settlement": {"en": "Settlement", "cs": "Vyrovnání"},
    "90": {"en": "Dangerous discards", "cs": "Nebezpečné kameny"},
    "C": {"en": "Errors and penalties", "cs": "Chyby ve hře a pokuty"},
    "A": {"en": "Penalties (1920s American rules)", "cs": "Pokuty (americká pravidla 20. let)"},
    "R": {
        "en": "Responsibility payments (pao)",
        "cs": "Odpovědnostní platby (pao)",
        "fr": "Les défausses risquées (pao)",
    },
    "riichi": {
        "en": "Riichi payments (EMA, docs/riichi.md)",
        "cs": "Platby v riichi (EMA, docs/riichi.md)",
        "fr": "Paiements en riichi (EMA, docs/riichi.md)",
    },
}

ENGLISH: dict[str, str] = {
    "90": "A discard is dangerous — the discarder pays a penalty if it is used — when:",
    "90a": "Someone has exposed or declared three sets all of one suit: any tile of that suit "
    "that enables (now or later) a pure-suit hand is dangerous.",
    "90b": "Someone has exposed or declared three wind sets: a tile of the fourth wind that "
    "enables Four Blessings Hovering over the Door, or a mah-jong with little four joys, is "
    "dangerous.",
    "90c": "Someone has exposed or declared two dragon sets: a tile of the third dragon that "
    "enables Three Great Scholars, or a mah-jong with little or big three dragons, is dangerous.",
    "90d": "Someone has exposed or declared three honour sets: any honour tile enabling All "
    "Symbols is dangerous.",
    "90e": "Someone has exposed or declared three all-green sets: any green tile enabling "
    "Imperial Jade is dangerous.",
    "90f": "Someone has exposed or declared three sets of ones or nines: any terminal enabling "
    "Heads and Tails is dangerous.",
    "90g": "Four or fewer tiles remain in the wall: any tile of which no copy is yet visible "
    "(among the discards or in exposed sets) that lets any player go mah-jong (now or later) "
    "is dangerous.",
    "91": "For rule 90 a pung or kong counts as exposed from the moment it is called (unless "
    "the claim is withdrawn). For 90a a chow counts from its call; for 90e only once all three "
    "tiles lie on the table.",
    "92": "A dangerous discard is penalised only if the dangerous player claims it for "
    "mah-jong, or claims it for a pung or chow and later completes the mah-jong by drawing or "
    "by claiming a safe discard. A claim for a kong does not complete the hand and is not "
    "penalised.",
    "93": "If the dangerous player claims one dangerous tile for a pung or chow and completes "
    "the hand with a second dangerous discard, only the second discarder is penalised.",
    "94": "A tile drawn and added to an exposed pung, robbed by the dangerous player to "
    "complete such a hand, is penalised as if it had been discarded.",
    "95": '"I had no choice": a player holding only dangerous tiles after drawing may show '
    "the hand at once (before the next draw or claim) and is then not penalised. Not available "
    "after claiming a discard for a pung or chow (it is after a kong claim).",
    "96": 'The penalised player "let off a cannon": after paying his own debt to the winner '
    "he also pays what the other two losers owe the winner. No other scoring or settlement "
    "among the losers takes place.",
    "112": "Score every hand in two steps: basic points, then doubles. Doubles apply "
    "progressively: one double = ×2, two = ×4, three = ×8 … One formation can satisfy several "
    "doubles at once — look at the hand from every angle so that no double is missed.",
    "113": "A set (or pair) is exposed if it was formed by claiming a discard; concealed if "
    "its owner drew all its tiles from the wall.",
    "114": "Basic points, for every hand, winner or not:",
    "114a": "Each declared bonus tile (flower or season): 4 points.",
    "114b": "Pung of minor tiles (2–8 of a suit): exposed 2, concealed 4; pung of major tiles "
    "(1, 9, winds, dragons): exposed 4, concealed 8.",
    "114c": "Kong of minor tiles: exposed 8, concealed 16; of major tiles: exposed 16, "
    "concealed 32.",
    "114d": "Chows score nothing.",
    "114e": "Pair of dragons 2; pair of own wind 2; pair of the prevailing wind 2; pair of own "
    "wind that is also the prevailing wind 4 (exposed or concealed alike). Other pairs score "
    "nothing.",
    "115": "Basic points for the mah-jong hand only:",
    "115a": "Mah-jong: 10 points.",
    "115b": "Winning tile drawn from the wall: 2 points.",
    "115c": "Only possible tile (one kind of tile could complete the hand; also when all copies "
    "of the other kind are visible on the table): 2 points.",
    "115d": '"Fishing the eyes": four sets complete and the winning tile completes the pair '
    "(drawn or claimed): 2 for a minor pair, 4 for a major pair.",
    "116": "Doubles for every hand:",
    "116a": "Own flower and own season together: 1 double (a seat's own bonus tiles follow the "
    "wind it sits at: East 1, South 2, West 3, North 4).",
    "116b": "All four flowers: 1 double.",
    "116c": "All four seasons: 1 double.",
    "116d": "Each set (pung or kong) of dragons: 1 double.",
    "116e": "A set of one's own wind: 1 double.",
    "116f": "A set of the prevailing wind: 1 double (both 116e and 116f when they coincide).",
    "116g": 'Two dragon sets and a dragon pair ("little three dragons"): 1 double, on top of 116d.',
    "116h": 'Three dragon sets ("big three dragons"): 2 doubles, on top of 116d.',
    "116i": 'Three wind sets and a wind pair ("little four joys"): 1 double, on top of the '
    "doubles for the wind sets themselves.",
    "116j": 'Four wind sets ("big four joys"): 2 doubles, on top of those for the sets.',
    "116k": "Three concealed pungs: 1 double. A concealed kong counts as a concealed pung here, "
    "and so does an exposed kong made by adding a claimed discard to a concealed pung (marked "
    "by turning an end tile face down); for basic points it still scores as a kong.",
    "117": "Doubles for the mah-jong hand only (the playing hand only; bonus tiles do not "
    "affect them):",
    "117a": 'Four chows and a non-scoring pair ("no-score hand"): 1 double. Points for bonus '
    "tiles, the self-drawn tile, the only possible tile or fishing the eyes do not forfeit it.",
    "117b": "No chows: 1 double.",
    "117c": "Completely concealed, the last tile included: 1 double (a marked kong as in 116k "
    "counts as concealed here, not for basic points).",
    "117d": "One suit with honours: 1 double.",
    "117e": 'One suit, no honours ("pure suit"): 3 doubles.',
    "117f": "Only major tiles: 1 double.",
    "117g": "Only honours: 2 doubles (in practice a limit hand, rule 122k).",
    "117h": 'Winning on the loose tile ("plucking the plum blossom from the roof"): 1 double.',
    "117i": 'Winning on the last tile of the wall ("moon from the bottom of the sea"): 1 '
    "double. If the live wall is exhausted and the player makes a kong, the loose tile drawn "
    "for it is the last tile; winning on it earns both 117h and 117i.",
    "117j": 'Winning on a discard after the live wall is exhausted ("fish from the bottom of '
    'the river"): 1 double.',
    "117k": "Robbing a kong: 1 double.",
    "117l": "Original call fulfilled: 1 double.",
}

# Rules the seeds rely on but do not state (classical-extra.md): English and a Czech
# translation.
EXTRA: dict[str, tuple[str, str, str]] = {
    # id: (group, English, Czech)
    "limit": (
        "122",
        "A hand's value after doubles is capped at the limit (default 1000 points); a limit "
        'hand scores the limit. With "open roof" there is no cap and limit hands still score '
        "the limit.",
        "Hodnota ruky po zdvojeních je shora omezena limitem (výchozí 1000 bodů); limitní ruka "
        "získá limit. Při hře „s odkrytou střechou“ se hodnota neomezuje a limitní ruce i tak "
        "získají limit.",
    ),
    "122": (
        "122",
        "A limit hand scores the limit whatever its points. Each limit hand is a ruleset option "
        "(on by default); a winning limit hand's bonus tiles do not raise it above the limit.",
        "Limitní ruka získá limit bez ohledu na své body. Každá limitní ruka je volbou pravidel "
        "(výchozí: zapnuta); prémiové kameny vítězné limitní ruky ji nad limit nezvednou.",
    ),
    "settlement-1": (
        "settlement",
        "Each loser pays the winner the winner's score; East pays double, and if East won, "
        "every loser pays East double.",
        "Každý poražený zaplatí vítězi hodnotu jeho ruky; Východ platí dvojnásobek, a pokud "
        "vyhrál Východ, platí mu každý poražený dvojnásobek.",
    ),
    "settlement-2": (
        "settlement",
        "The three losers then settle the differences between their own scores pairwise (the "
        "lower pays the higher the difference), doubled where East pays or receives.",
        "Tři poražení pak mezi sebou po dvojicích vyrovnají rozdíly svých skóre (nižší platí "
        "vyššímu rozdíl), dvojnásobně, pokud platí nebo dostává Východ.",
    ),
    "settlement-3": (
        "settlement",
        "A drawn hand (wall exhausted): no payments (option: the losers still settle among "
        "themselves — off by default).",
        "Nerozhodná hra (zeď rozebrána): žádné platby (volba: hráči se i tak vyrovnají mezi "
        "sebou — výchozí: vypnuto).",
    ),
    "settlement-4": (
        "settlement",
        "Payments are zero-sum; the limit caps a hand's score, not East's doubling.",
        "Součet plateb je nulový; limit omezuje hodnotu ruky, nikoli dvojnásobek Východu.",
    ),
    "settlement-5": (
        "settlement",
        "Rule 96 (cannon) and the penalties change this settlement as they say.",
        "Pravidlo 96 (dělo) a pokuty toto vyrovnání mění, jak samy stanoví.",
    ),
    "entered": (
        "settlement",
        "A hand recorded at the scores depth: its value as the table worked it out, after "
        "doubles and the limit; it settles as any other hand.",
        "Ruka zapsaná jen skóre: její hodnota, jak ji spočítal stůl, po zdvojeních a po "
        "limitu; vyrovnává se jako každá jiná ruka.",
    ),
    "east": (
        "settlement",
        "East keeps the deal when East wins and when the hand is drawn; when another player "
        "wins the deal passes. An offending East loses the deal; if anyone else offended, East "
        "keeps it.",
        "Východ si titul ponechá, když vyhraje nebo když hra skončí nerozhodně; vyhraje-li jiný "
        "hráč, titul přechází dál. Provinilý Východ titul ztrácí; provinil-li se kdokoli jiný, "
        "Východ si titul ponechá.",
    ),
}

# Limit hands (rule 122): id, English name, Czech name, English text, Czech text, example.
LIMIT_HANDS: tuple[tuple[str, str, str, str, str, tuple[tuple[str, ...], ...]], ...] = (
    (
        "122-heavenly-hand",
        "Heavenly Hand",
        "Nebeská ruka",
        "East's dealt hand is complete.",
        "Ruka, kterou Východ dostal při rozdání, je kompletní.",
        (
            ("1b", "2b", "3b"),
            ("5c", "5c", "5c"),
            ("7d", "8d", "9d"),
            ("Rd", "Rd", "Rd"),
            ("Ew", "Ew"),
        ),
    ),
    (
        "122-earthly-hand",
        "Earthly Hand",
        "Pozemská ruka",
        "A player wins on East's first discard.",
        "Hráč vyhraje na první kámen, který Východ zahodí.",
        (
            ("2c", "3c", "4c"),
            ("6b", "6b", "6b"),
            ("3d", "4d", "5d"),
            ("Gd", "Gd", "Gd"),
            ("9c", "9c"),
        ),
    ),
    (
        "122-thirteen-unique-wonders",
        "Thirteen Unique Wonders",
        "Třináct jedinečných divů",
        "One each of the 1 and 9 of every suit, every wind and every dragon, plus a duplicate "
        "of any one of them.",
        "Po jednom kameni z jedniček a devítek všech řad, všech větrů a všech draků a k tomu "
        "druhý exemplář kteréhokoli z nich.",
        (("1b", "9b", "1c", "9c", "1d", "9d", "Ew", "Sw", "Ww", "Nw", "Rd", "Gd", "Wd", "Wd"),),
    ),
    (
        "122-heads-and-tails",
        "Heads and Tails",
        "Hlavy a ocasy",
        "Only 1s and 9s (pungs or kongs and a pair).",
        "Pouze jedničky a devítky (pongy či kongy a pár).",
        (
            ("1b", "1b", "1b"),
            ("9c", "9c", "9c"),
            ("1d", "1d", "1d"),
            ("9b", "9b", "9b"),
            ("1c", "1c"),
        ),
    ),
    (
        "122-imperial-jade",
        "Imperial Jade",
        "Císařský nefrit",
        "Only green tiles: 2, 3, 4, 6, 8 bamboo and the green dragon.",
        "Pouze zelené kameny: bambusová 2, 3, 4, 6, 8 a zelený drak.",
        (
            ("2b", "3b", "4b"),
            ("6b", "6b", "6b"),
            ("8b", "8b", "8b"),
            ("Gd", "Gd", "Gd"),
            ("4b", "4b"),
        ),
    ),
    (
        "122-four-blessings",
        "Four Blessings Hovering over the Door",
        "Čtvero požehnání vznášejících se nade dveřmi",
        "Sets of all four winds and any pair.",
        "Sady všech čtyř větrů a libovolný pár.",
        (
            ("Ew", "Ew", "Ew"),
            ("Sw", "Sw", "Sw"),
            ("Ww", "Ww", "Ww"),
            ("Nw", "Nw", "Nw"),
            ("5d", "5d"),
        ),
    ),
    (
        "122-three-great-scholars",
        "Three Great Scholars",
        "Tři velcí myslitelé",
        "Sets of all three dragons, another set and a pair (an interpretation: with a chow as "
        "the fourth set the hand scores normally, 116d + 116h).",
        "Sady všech tří draků, další sada a pár (výklad ClubScore: je-li čtvrtou sadou čou, "
        "ruka se boduje běžně, 116d + 116h).",
        (
            ("Rd", "Rd", "Rd"),
            ("Gd", "Gd", "Gd"),
            ("Wd", "Wd", "Wd"),
            ("7c", "7c", "7c"),
            ("2d", "2d"),
        ),
    ),
    (
        "122-all-symbols",
        "All Symbols",
        "Všechny symboly",
        "Only honour tiles (winds and dragons).",
        "Pouze zvláštní kameny (větry a draci).",
        (
            ("Ew", "Ew", "Ew"),
            ("Nw", "Nw", "Nw"),
            ("Rd", "Rd", "Rd"),
            ("Wd", "Wd", "Wd"),
            ("Sw", "Sw"),
        ),
    ),
    (
        "122-gates-of-heaven",
        "Gates of Heaven",
        "Nebeská brána",
        "Concealed 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any tile of that suit.",
        "Skrytá řada 1-1-1-2-3-4-5-6-7-8-9-9-9 jedné barvy a k tomu libovolný kámen téže barvy.",
        (("1d", "1d", "1d", "2d", "3d", "4d", "5d", "5d", "6d", "7d", "8d", "9d", "9d", "9d"),),
    ),
    (
        "122-wriggling-snake",
        "Wriggling Snake",
        "Svíjející se had",
        "1 to 9 of one suit, a pair of its 1 or 9, and one of each wind.",
        "Kameny 1 až 9 jedné řady, pár její jedničky nebo devítky a po jednom z každého větru.",
        (("1b", "1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "Ew", "Sw", "Ww", "Nw"),),
    ),
    (
        "122-buried-treasure",
        "Buried Treasure",
        "Zakopaný poklad",
        "All sets concealed pungs or kongs, of one suit with honours, and a pair.",
        "Všechny sady jsou skryté pongy či kongy jedné řady se zvláštními kameny, a pár.",
        (
            ("2c", "2c", "2c"),
            ("5c", "5c", "5c"),
            ("8c", "8c", "8c"),
            ("Rd", "Rd", "Rd"),
            ("Ew", "Ew"),
        ),
    ),
    (
        "122-fourfold-plenty",
        "Fourfold Plenty",
        "Čtyřnásobná hojnost",
        "Four kongs and a pair.",
        "Čtyři kongy a pár.",
        (
            ("3b", "3b", "3b", "3b"),
            ("7c", "7c", "7c", "7c"),
            ("1d", "1d", "1d", "1d"),
            ("Sw", "Sw", "Sw", "Sw"),
            ("6d", "6d"),
        ),
    ),
    (
        "122-plum-blossom",
        "Gathering the Plum Blossom from the Roof",
        "Utržení švestkového květu ze střechy",
        "Winning on the loose tile with the 5 of dots.",
        "Mahjong dokončený volným kamenem, kterým je puntíková pětka.",
        (("5d",),),
    ),
    (
        "122-moon-from-the-sea",
        "Plucking the Moon from the Bottom of the Sea",
        "Vylovení měsíce ze dna moře",
        "Winning on the last tile of the wall with the 1 of dots.",
        "Mahjong dokončený posledním kamenem zdi, kterým je puntíková jednička.",
        (("1d",),),
    ),
    (
        "122-carrying-pole",
        "Scratching a Carrying Pole",
        "Poškrábání nosného bidla",
        "Winning by robbing a kong of the 2 of bamboo.",
        "Mahjong dokončený uloupením kongu bambusových dvojek.",
        (("2b",),),
    ),
    (
        "122-twofold-fortune",
        "Twofold Fortune",
        "Dvojí štěstí",
        "Winning on the loose tile drawn for a kong that itself was completed by a loose tile.",
        "Mahjong dokončený volným kamenem za kong, který byl sám dokončen volným kamenem.",
        (("4c", "4c", "4c", "4c"), ("4c",)),
    ),
)

# Penalty rules outside 90-96: id -> (rulesets, group, English, Czech or None to use a quote,
# name in English, name in Czech).
PENALTIES: dict[str, tuple[tuple[str, ...], str, str, str | None, str, str]] = {
    "C1": (
        MILLINGTON,
        "C",
        "Long hand, short hand, dirty hand. A concealed hand must hold 13 tiles before the turn "
        "and after the discard (bonus tiles and the fourth tile of each kong not counted); the "
        "winner holds 14. A player with a long, short or dirty hand cannot go mah-jong but plays "
        "on. If someone else wins, a short or dirty hand scores its correctly formed sets and "
        "bonus tiles and settles normally; a long hand scores nothing and pays the other players "
        "the full value of their hands.",
        None,
        "long, short or dirty hand",
        "dlouhá, krátká a špinavá ruka",
    ),
    "C2": (
        MILLINGTON,
        "C",
        "False mah-jong. A player who declares mah-jong and cannot complete it takes the tiles "
        "back and play goes on — unless another player exposed tiles before the error was "
        "found: then the offender pays 300 to each opponent, the hand ends, and there is no "
        "other scoring or settlement. An offending East loses the deal; if anyone else "
        "offended, East keeps it. Two offenders: each pays each innocent player 150; three "
        "offenders claiming one discard: each pays the fourth 100. The players may agree a "
        "higher amount beforehand; the other penalties then rise in proportion.",
        None,
        "false mah-jong",
        "falešný mah-jong",
    ),
    "C3": (
        MILLINGTON,
        "C",
        "Misnamed discard. The tile laid down is the discard; no penalty if corrected before a "
        "claim or the next discard. Claimed as named for a chow: the offender pays the claimant "
        "50; for a pung or kong: 100; play continues — but only if the claimant shows the tiles "
        "that would have made the set. Claimed for mah-jong (and the claimant proves it): the "
        "offender pays each opponent 300, the hand ends, an offending East loses the deal. If "
        "the claim turns out false and someone exposes tiles: discarder and claimant each pay "
        "the other two 150 and the hand ends. Claims for a chow and a pung at once: the "
        "offender pays both; if one claim was for mah-jong, the penalty per player is capped at "
        "300.",
        None,
        "misnamed discard",
        "chybné pojmenování zahozeného kamene",
    ),
    "A1": (
        ("american1920",),
        "A",
        "Declaring mah-jong with an incomplete hand: the offender pays each other player half "
        "the limit; East receives or pays the full limit.",
        "Ohlásí-li hráč mah-jong s neúplnou rukou, zaplatí každému ze tří ostatních hráčů "
        "polovinu limitu; Východ dostává nebo platí celý limit.",
        "false mah-jong",
        "falešný mah-jong",
    ),
    "A2": (
        ("american1920",),
        "A",
        '"Pay for all": the discarder of the winning tile bears the entire losses of all '
        "other players if the winner had exposed, at the time of the discard: (1) nine or more "
        "tiles of one suit and the discard gives an all-one-suit win; (2) nine or more heads "
        "and the win is all heads; (3) two dragon sets and the discard gives the third dragon "
        "set; (4) three different wind sets and the discard of the fourth wind gives the win. "
        "Exceptions: the discarder had two complete doubling honours and was waiting for the "
        "winning tile, or was waiting for it with more than two doubling honours; a discarder "
        "with no choice is not penalised. When the penalty applies, all scores except the "
        "winner's are cancelled.",
        "„Platí za všechny“: hráč, který zahodil vítězný kámen, nese celé ztráty všech "
        "ostatních hráčů, pokud měl vítěz v okamžiku zahození vyloženo: (1) devět či více "
        "kamenů jedné řady a zahozený kámen dává vítěznou ruku jediné řady; (2) devět či více "
        "„hlav“ a výhra je ze samých hlav; (3) dvě sady draků a zahozený kámen dává třetí sadu "
        "draků; (4) tři různé sady větrů a zahozený čtvrtý vítr dává výhru. Výjimky: zahazující "
        "měl dvě úplná zdvojující čestná a čekal na vítězný kámen, nebo na něj čekal s více než "
        "dvěma zdvojujícími čestnými; hráč, který neměl na výběr, není pokutován. Je-li pokuta "
        "uložena, ruší se všechna skóre kromě vítězova.",
        "pay for all",
        "platí za všechny",
    ),
}

# Harr's own scoring rules that the american1920 ruleset adds (docs/american1920.md).
HARR: dict[str, tuple[str, str, str, str]] = {
    # id: (English name, Czech name, English, Czech)
    "harr-bonus-2": (
        "no score but Mah-Jongg",
        "žádné body kromě mahjongu",
        "Harr, Bonus Scores 2: a winning hand that scores nothing but Mah-Jongg gets 10 more "
        "points (option no_score_bonus).",
        "Harr, prémiové body 2: vítězná ruka, která nezíská žádné body kromě mahjongu, dostane "
        "10 bodů navíc (volba no_score_bonus).",
    ),
    "harr-limit-hand": (
        "limit hand",
        "limitní ruka",
        "Harr's limit hands (illustrations 6 and 7): sets of heads only (ones, nines, winds, "
        "dragons), or all three sets of dragons with any other set and a pair; they score the "
        "limit.",
        "Harrovy limitní ruce (ilustrace 6 a 7): sady jen z „hlav“ (jedničky, devítky, větry, "
        "draci), nebo všechny tři sady draků s libovolnou další sadou a párem; získají limit.",
    ),
}

RIICHI: dict[str, tuple[str, str]] = {
    # id: (English, Czech); the French is quoted from seed 004.
    "R": (
        "A risky discard makes its discarder responsible (pao) in these situations:",
        "Riskantní odhoz činí zahazujícího odpovědným (pao) v těchto situacích:",
    ),
    "R1": (
        "The dangerous player has exposed two dragon pon/kan and the third dragon, discarded "
        "and called, completes Daisangen.",
        "Nebezpečný hráč vyložil dva pony/kany draků a zahozený a vyvolaný třetí drak dokončí "
        "Daisangen.",
    ),
    "R2": (
        "Three wind pon/kan exposed and the fourth wind completes Shōsūshī.",
        "Vyloženy tři pony/kany větrů a čtvrtý vítr dokončí Šósúší.",
    ),
    "R3": (
        "Three calls of one suit exposed and the tile completes (or helps complete) Chinitsu.",
        "Vyložena tři volání jedné barvy a kámen dokončí (nebo pomůže dokončit) Čincu.",
    ),
    "R4": (
        "Three green calls exposed and a green tile completes (or helps) Ryūīsō.",
        "Vyložena tři zelená volání a zelený kámen dokončí (nebo pomůže dokončit) Rjúísó.",
    ),
    "R5": (
        "Three honour calls exposed and an honour tile completes (or helps) Tsūīsō.",
        "Vyložena tři volání zvláštních kamenů a zvláštní kámen dokončí (nebo pomůže dokončit) "
        "Cúísó.",
    ),
    "R6": (
        "Three terminal calls exposed and a terminal completes (or helps) Chinrōtō.",
        "Vyložena tři volání jedniček či devítek a takový kámen dokončí (nebo pomůže dokončit) "
        "Činrótó.",
    ),
    "R7": (
        "Three kans exposed and a risky (not yet visible) tile completes (or helps) Sū kantsu.",
        "Vyloženy tři kany a riskantní (dosud neviděný) kámen dokončí (nebo pomůže dokončit) "
        "Sú kancu.",
    ),
    "R8": (
        "A discard called for a kan whose replacement tile wins: valued as tsumo, the "
        "discarder pays all.",
        "Zahozený kámen vyvolaný pro kan, jehož náhradní kámen vyhraje: hodnotí se jako tsumo "
        "a zahazující platí vše.",
    ),
    "R9": (
        "With 5 or fewer tiles left in the wall, a risky (unseen) tile called to complete a set "
        "or the hand.",
        "Zbývá-li ve zdi 5 nebo méně kamenů, riskantní (neviděný) kámen vyvolaný k dokončení "
        "sady nebo ruky.",
    ),
    "R-payment": (
        "If the hand is then won by tsumo (even turns later) the responsible player pays the "
        "whole value; if by ron, the responsible player and the discarder split the value "
        "equally.",
        "Vyhraje-li se ruka pak tsumo (i o několik tahů později), odpovědný hráč zaplatí celou "
        "hodnotu; při ronu se odpovědný hráč a zahazující rozdělí o hodnotu rovným dílem.",
    ),
}

# Values as the digest states them, shown in the "value" column of the ruleset pages.
VALUES: dict[str, str] = {
    "114a": "4", "114b": "2/4 · 4/8", "114c": "8/16 · 16/32", "114d": "0", "114e": "2 · 4",
    "115a": "10", "115b": "2", "115c": "2", "115d": "2 · 4",
    "116a": "×2", "116b": "×2", "116c": "×2", "116d": "×2", "116e": "×2", "116f": "×2",
    "116g": "×2", "116h": "×4", "116i": "×2", "116j": "×4", "116k": "×2",
    "117a": "×2", "117b": "×2", "117c": "×2", "117d": "×2", "117e": "×8", "117f": "×2",
    "117g": "×4", "117h": "×2", "117i": "×2", "117j": "×2", "117k": "×2", "117l": "×2",
}  # fmt: skip

# Other spellings of the same rule that engine and settlement output may use.
ALIASES: dict[str, str] = {
    "122k": "122-all-symbols",
    "cannon": "96",
    "false-mahjong": "C2",
    "false_mahjong": "C2",
    "misnamed-discard": "C3",
    "misnamed_discard": "C3",
    "long-hand": "C1",
    "short-hand": "C1",
    "dirty-hand": "C1",
    "long_hand": "C1",
    "short_hand": "C1",
    "dirty_hand": "C1",
    "pay-for-all": "A2",
    "pay_for_all": "A2",
    "pao": "R-payment",
}


# The riichi game around a hand (scoring/engine/riichi/payments.py): ClubScore's statement of
# the EMA rules, not quoted from a seed. (id: English, Czech, French)
RIICHI_GAME: dict[str, tuple[str, str, str]] = {
    "ron": (
        "Ron: the discarder pays the hand's value.",
        "Ron: zahazující zaplatí hodnotu ruky.",
        "Ron : le joueur qui a défaussé paie la valeur de la main.",
    ),
    "tsumo": (
        "Tsumo: a non-dealer winner gets twice the basic points from the dealer and the basic "
        "points from each other player; a dealer gets twice the basic points from each.",
        "Tsumo: vítěz, který nerozdává, dostane od rozdávajícího dvojnásobek základních bodů a "
        "od ostatních základní body; rozdávající dostane od každého dvojnásobek.",
        "Tsumo : un gagnant non-donneur reçoit du donneur le double des points de base et des "
        "autres les points de base ; le donneur reçoit de chacun le double.",
    ),
    "honba": (
        "Each counter adds 300 to a ron, paid by the discarder, or 100 from each player on a "
        "tsumo.",
        "Každý počítadlový kolík přidá 300 k ronu (platí zahazující), nebo 100 od každého "
        "hráče při tsumo.",
        "Chaque compteur ajoute 300 à un ron, payés par le défausseur, ou 100 par joueur sur "
        "un tsumo.",
    ),
    "riichi": (
        "A player declaring riichi puts a 1000-point stick on the table.",
        "Hráč, který ohlásí riichi, položí na stůl kolík za 1000 bodů.",
        "Le joueur qui déclare riichi pose un bâton de 1000 points sur la table.",
    ),
    "riichi-sticks": (
        "The winner takes every riichi stick on the table.",
        "Vítěz si vezme všechny kolíky riichi ze stolu.",
        "Le gagnant prend tous les bâtons de riichi de la table.",
    ),
    "noten": (
        "Exhaustive draw: the players who are not ready (noten) pay 3000 in all to those who "
        "are (tenpai).",
        "Vyčerpání zdi: hráči, kteří nečekají (noten), zaplatí celkem 3000 těm, kteří čekají "
        "(tenpai).",
        "Fin du mur : les joueurs non prêts (noten) paient 3000 au total aux joueurs prêts "
        "(tenpai).",
    ),
    "chombo": (
        "Chombo (a serious error): 20,000 points deducted from the offender's final score "
        "(EMA), or, by option, a reversed mangan paid at once; the hand is replayed.",
        "Chombo (vážná chyba): viníkovi se odečte 20 000 bodů z konečného skóre (EMA), nebo "
        "podle volby zaplatí obrácený mangan hned; ruka se hraje znovu.",
        "Chombo (faute grave) : 20 000 points retirés du score final du fautif (EMA), ou, en "
        "option, un mangan inversé payé aussitôt ; la main est rejouée.",
    ),
}


def _build() -> dict[str, Rule]:
    rules: dict[str, Rule] = {}
    for rule_id, english in ENGLISH.items():
        group = "90" if rule_id.startswith("9") else rule_id[:3]
        if rule_id == "113":
            group = "112"
        rulesets = MILLINGTON if group == "90" else CLASSICAL
        rules[rule_id] = Rule(
            rule_id,
            rulesets,
            group,
            {"en": english, "cs": CS_ORIGINALS[rule_id]},
            value=VALUES.get(rule_id, ""),
            quoted=("cs",),
        )
    for rule_id, (group, english, czech) in EXTRA.items():
        rules[rule_id] = Rule(rule_id, MILLINGTON, group, {"en": english, "cs": czech})
    for rule_id, name_en, name_cs, english, czech, example in LIMIT_HANDS:
        rules[rule_id] = Rule(
            rule_id,
            MILLINGTON,
            "122",
            {"en": english, "cs": czech},
            name={"en": name_en, "cs": name_cs},
            value="limit",
            example=example,
            option="limit_" + rule_id.removeprefix("122-").replace("-", "_"),
        )
    for rule_id, (rulesets, group, english, czech, name_en, name_cs) in PENALTIES.items():
        rules[rule_id] = Rule(
            rule_id,
            rulesets,
            group,
            {"en": english, "cs": czech or CS_PENALTIES[rule_id]},
            name={"en": name_en, "cs": name_cs},
            quoted=() if czech else ("cs",),
        )
    for rule_id, (name_en, name_cs, english, czech) in HARR.items():
        rules[rule_id] = Rule(
            rule_id,
            ("american1920",),
            "A",
            {"en": english, "cs": czech},
            name={"en": name_en, "cs": name_cs},
        )
    for rule_id, (english, czech) in RIICHI.items():
        rules[rule_id] = Rule(
            rule_id,
            ("riichi",),
            "R",
            {"en": english, "cs": czech, "fr": FR_RIICHI[rule_id]},
            quoted=("fr",),
        )
    for rule_id, (english, czech, french) in RIICHI_GAME.items():
        rules[rule_id] = Rule(
            rule_id, ("riichi",), "riichi", {"en": english, "cs": czech, "fr": french}
        )
    return rules


RULES: dict[str, Rule] = _build()


def _words(text: str) -> set[str]:
    return {w for w in re.split(r"[^a-z0-9]+", text.lower()) if w and w not in ("the", "of")}


def lookup(rule_id: object) -> Rule | None:
    """The rule an engine id cites: exact, an alias, the nearest limit hand, or the parent.

    `114b` is exact; `122-four-blessings-hovering` finds Four Blessings by its words;
    `C2-three-offenders` and `settlement-2-east` fall back to `C2` and `settlement-2`.
    """
    if not isinstance(rule_id, str) or not rule_id:
        return None
    key = rule_id.strip()
    if key in RULES:
        return RULES[key]
    if key in ALIASES:
        return RULES[ALIASES[key]]
    if key.startswith("122"):
        wanted = _words(key.removeprefix("122"))
        best, overlap = None, 0
        for rule in RULES.values():
            if rule.group == "122" and rule.name:
                common = len(wanted & (_words(rule.id) | _words(rule.name["en"])))
                if common > overlap:
                    best, overlap = rule, common
        if best is not None:
            return best
    for alias, target in ALIASES.items():
        if alias in key.lower():
            return RULES[target]
    while "-" in key:
        key = key.rsplit("-", 1)[0]
        if key in RULES:
            return RULES[key]
    if re.fullmatch(r"\d{2,3}[a-l]\w+", key) and key[:4] in RULES:
        return RULES[key[:4]]
    return None


def rules_for(ruleset_id: str) -> list[Rule]:
    """The rules of one ruleset, grouped in the order of GROUPS."""
    order = list(GROUPS)
    chosen = [r for r in RULES.values() if ruleset_id in r.rulesets]
    return sorted(chosen, key=lambda r: (order.index(r.group), list(RULES).index(r.id)))


def group_title(group: str, language: str | None) -> str:
    return _pick(GROUPS.get(group, {}), language) or group
