"""Event extraction traps found by the twenty-sixth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # An abbreviated rank after "picked up" ends in its dot, not a word boundary: "picked up Lt. Ruiz"
    _case("Counterintelligence agents picked up Lt. Andrés Paredes at his sister's flat in Barquisimeto on June 4.",
          "2019-06-12", [("arrest", "Barquisimeto", "2019-06-04")], (), "picked-up-lt-abbreviated"),
    _case("Police picked up Sgt. Omar Vivas near Acarigua on June 4.", "2019-06-12",
          [("arrest", "Acarigua", "2019-06-04")], (), "picked-up-sgt-abbreviated"),
    # Taken away by the state's forces: "hauled away", "whisked off", "snatched" (not by "armed men": an abduction)
    _case("DGCIM agents hauled away Capt. Andrés Paredes in Barquisimeto on June 4.", "2019-06-12",
          [("arrest", "Barquisimeto", "2019-06-04")], (), "hauled-away"),
    _case("Capt. Andrés Paredes was whisked off by Sebin officers in Maracay on June 4.", "2019-06-12",
          [("arrest", "Maracay", "2019-06-04")], (), "whisked-off-by-sebin"),
    _case("Military counterintelligence agents snatched Sgt. Omar Vivas outside his home in Coro on June 4.", "2019-06-12",
          [("arrest", "Coro", "2019-06-04")], (), "agents-snatched-sgt"),
    _case("Sgt. Omar Vivas was snatched by DGCIM agents in Coro on June 4.", "2019-06-12",
          [("arrest", "Coro", "2019-06-04")], (), "was-snatched-by-agents"),
    _case("Armed men snatched Sgt. Omar Vivas in Maicao on June 4.", "2019-06-12",
          [], ("arrest",), "armed-men-snatching-is-no-arrest"),
    _case("DGCIM agents hauled away his laptops in Coro on June 4.", "2019-06-12",
          [], ("arrest",), "things-hauled-away-are-no-arrest"),
    # Fleeing a post: "se dio a la fuga del destacamento de X", "empreendeu fuga do quartel", "went on the run from";
    # the post's town after "destacamento de", "comando de", "batallón de", "batalhão de"
    _case("El cabo Omar Vivas se dio a la fuga del destacamento de Rubio el 4 de junio.", "2019-06-12",
          [("defection", "Rubio", "2019-06-04")], (), "se-dio-a-la-fuga-del-destacamento-de"),
    _case("El cabo Omar Vivas se fugó del batallón de La Fría el 4 de junio.", "2019-06-12",
          [("defection", "La Fría", "2019-06-04")], (), "se-fugo-del-batallon-de"),
    _case("O cabo Omar Vivas fugiu do batalhão de Santa Elena de Uairén no dia 4 de junho.", "2019-06-12",
          [("defection", "Santa Elena de Uairén", "2019-06-04")], (), "fugiu-do-batalhao-de"),
    _case("O cabo Omar Vivas empreendeu fuga do quartel de Santa Elena de Uairén no dia 4 de junho.", "2019-06-12",
          [("defection", "Santa Elena de Uairén", "2019-06-04")], (), "empreendeu-fuga-do-quartel"),
    _case("Cpl. Omar Vivas went on the run from his unit in Ureña on June 4.", "2019-06-12",
          [("defection", "Ureña", "2019-06-04")], (), "went-on-the-run-from-his-unit"),
    _case("Los dos guardias se dieron a la fuga hacia Colombia el 4 de junio.", "2019-06-12",
          [("border_crossing", "Colombia", "2019-06-04")], (), "se-dieron-a-la-fuga-hacia"),
    _case("El conductor se dio a la fuga en Cúcuta el 4 de junio.", "2019-06-12",
          [], ("defection", "border_crossing"), "a-driver-fleeing-is-no-deserter"),
    # The uniform hung up: "colgó el uniforme", "pendurou a farda", "hung up his uniform" (dated on its own day,
    # not the crossing's)
    _case("El sargento Omar Vivas colgó el uniforme en La Fría el 2 de junio y el 4 de junio se pasó a Colombia.",
          "2019-06-12", [("defection", "La Fría", "2019-06-02"), ("border_crossing", "Colombia", "2019-06-04")],
          (("defection", ANY, "2019-06-04"),), "colgo-el-uniforme"),
    _case("O sargento Omar Vivas pendurou a farda em Santa Elena de Uairén no dia 2 de junho.", "2019-06-12",
          [("defection", "Santa Elena de Uairén", "2019-06-02")], (), "pendurou-a-farda"),
    _case("Sgt. Omar Vivas hung up his uniform in Rubio on June 2.", "2019-06-12",
          [("defection", "Rubio", "2019-06-02")], (), "hung-up-his-uniform"),
    # Setting foot in a country by its name: "set foot in Colombia", "puso pie en Colombia", "pôs os pés no Brasil"
    _case("Cpl. Omar Vivas set foot in Colombia on June 4.", "2019-06-12",
          [("border_crossing", "Colombia", "2019-06-04")], (), "set-foot-in-colombia"),
    _case("El cabo Omar Vivas puso pie en Colombia el 4 de junio.", "2019-06-12",
          [("border_crossing", "Colombia", "2019-06-04")], (), "puso-pie-en-colombia"),
    _case("O cabo Omar Vivas pôs os pés no Brasil no dia 4 de junho.", "2019-06-12",
          [("border_crossing", "Brazil", "2019-06-04")], (), "pos-os-pes-no-brasil"),
    _case("Cpl. Omar Vivas has not set foot in Caracas since June 4.", "2019-06-12",
          [], ("border_crossing",), "has-not-set-foot"),
    # Robbed and beaten: "robbed X at knifepoint", "held up at gunpoint", "roughed up", "le cayeron a golpes", "le
    # dieron una golpiza", "lo atracaron", "fue atracado", "levou uma surra"
    _case("Two thieves robbed Cpl. Omar Vivas at knifepoint in Pamplona on June 6.", "2019-06-12",
          [("violence", "Pamplona", "2019-06-06")], (), "robbed-someone-at-knifepoint"),
    _case("Cpl. Omar Vivas was held up at gunpoint in Pamplona on June 6.", "2019-06-12",
          [("violence", "Pamplona", "2019-06-06")], (), "held-up-at-gunpoint"),
    _case("Cpl. Omar Vivas was roughed up by police in Bucaramanga on June 6.", "2019-06-12",
          [("violence", "Bucaramanga", "2019-06-06")], (), "roughed-up"),
    _case("Tres hombres le cayeron a golpes al cabo Omar Vivas en Pamplona el 6 de junio.", "2019-06-12",
          [("violence", "Pamplona", "2019-06-06")], (), "le-cayeron-a-golpes"),
    _case("Al cabo Omar Vivas le dieron una paliza en Bucaramanga el 6 de junio.", "2019-06-12",
          [("violence", "Bucaramanga", "2019-06-06")], (), "le-dieron-una-paliza"),
    _case("Al cabo Omar Vivas lo atracaron en Pamplona el 6 de junio.", "2019-06-12",
          [("violence", "Pamplona", "2019-06-06")], (), "lo-atracaron"),
    _case("El cabo Omar Vivas fue atracado en Pamplona el 6 de junio.", "2019-06-12",
          [("violence", "Pamplona", "2019-06-06")], (), "fue-atracado"),
    _case("O cabo Omar Vivas levou uma surra em Boa Vista no dia 6 de junho.", "2019-06-12",
          [("violence", "Boa Vista", "2019-06-06")], (), "levou-uma-surra"),
    # The way on, named: "siguió camino hacia", "continuó su viaje a", "emprendió viaje a", "pushed on to",
    # "pressed on to", "continued on to"
    _case("El cabo Omar Vivas siguió camino hacia Bogotá el 8 de junio.", "2019-06-12",
          [("relocation", "Bogotá", "2019-06-08")], (), "siguio-camino-hacia"),
    _case("El cabo Omar Vivas continuó su viaje a Bogotá el 8 de junio.", "2019-06-12",
          [("relocation", "Bogotá", "2019-06-08")], (), "continuo-su-viaje-a"),
    _case("El cabo Omar Vivas emprendió viaje a Medellín el 8 de junio.", "2019-06-12",
          [("relocation", "Medellín", "2019-06-08")], (), "emprendio-viaje-a"),
    _case("Cpl. Omar Vivas pushed on to Medellín on June 8.", "2019-06-12",
          [("relocation", "Medellín", "2019-06-08")], (), "pushed-on-to"),
    _case("Cpl. Omar Vivas pressed on by bus to Medellín on June 8.", "2019-06-12",
          [("relocation", "Medellín", "2019-06-08")], (), "pressed-on-by-bus-to"),
    _case("Cpl. Omar Vivas continued on to Medellín on June 8.", "2019-06-12",
          [("relocation", "Medellín", "2019-06-08")], (), "continued-on-to"),
    # Entering a country's ground: "adentraram o território brasileiro", "se adentraron en territorio colombiano" (not
    # "la selva", "a mata")
    _case("Os dois soldados adentraram o território brasileiro no dia 16 de junho.", "2019-06-20",
          [("border_crossing", "Brazil", "2019-06-16")], (), "adentraram-o-territorio"),
    _case("Los dos soldados se adentraron en territorio colombiano el 16 de junio.", "2019-06-20",
          [("border_crossing", "Colombia", "2019-06-16")], (), "se-adentraron-en-territorio"),
    _case("Los dos soldados se adentraron en la selva el 16 de junio.", "2019-06-20",
          [], ("border_crossing",), "se-adentraron-en-la-selva"),
    # A town left for another: "dejaron Cúcuta rumbo a Lima", "deixaram Boa Vista com destino a Curitiba" (not "dejaron a
    # Maduro"); settling: "se instalaram em", "instalou-se em"
    _case("Los cuatro militares dejaron Cúcuta rumbo a Lima el 2 de septiembre.", "2019-09-10",
          [("relocation", "Lima", "2019-09-02")], (), "dejaron-rumbo-a"),
    _case("Os quatro militares deixaram Boa Vista com destino a Curitiba no dia 2 de setembro.", "2019-09-10",
          [("relocation", "Curitiba", "2019-09-02")], (), "deixaram-com-destino-a"),
    _case("Os quatro militares instalaram-se em Curitiba no dia 2 de setembro.", "2019-09-10",
          [("relocation", "Curitiba", "2019-09-02")], (), "instalaram-se-em"),
    _case("Os quatro militares se instalaram em Curitiba no dia 2 de setembro.", "2019-09-10",
          [("relocation", "Curitiba", "2019-09-02")], (), "se-instalaram-em"),
    _case("Los cuatro militares dejaron a Maduro para unirse a Guaidó el 2 de septiembre.", "2019-09-10",
          [], ("relocation", "border_crossing"), "dejaron-a-maduro-is-no-trip"),
    # Going somewhere to live: "se fue a vivir a", "se radicó en", "se estableció en", "se marchó a", "foi morar em",
    # "passou a morar em", "se deslocou até", "rumou para", "moved in with a cousin in"
    _case("El sargento Luis Mora se fue a vivir a Medellín el 2 de septiembre.", "2019-09-10",
          [("relocation", "Medellín", "2019-09-02")], (), "se-fue-a-vivir-a"),
    _case("El sargento Luis Mora se radicó en Medellín en septiembre.", "2019-09-10",
          [("relocation", "Medellín", "2019-09-01")], (), "se-radico-en"),
    _case("El sargento Luis Mora se estableció en Medellín en septiembre.", "2019-09-10",
          [("relocation", "Medellín", "2019-09-01")], (), "se-establecio-en"),
    _case("El sargento Luis Mora se marchó a Medellín el 2 de septiembre.", "2019-09-10",
          [("relocation", "Medellín", "2019-09-02")], (), "se-marcho-a"),
    _case("O sargento Luis Mora foi morar em Curitiba no dia 2 de setembro.", "2019-09-10",
          [("relocation", "Curitiba", "2019-09-02")], (), "foi-morar-em"),
    _case("O sargento Luis Mora passou a morar em Curitiba em setembro.", "2019-09-10",
          [("relocation", "Curitiba", "2019-09-01")], (), "passou-a-morar-em"),
    _case("O sargento Luis Mora se deslocou até Manaus no dia 2 de setembro.", "2019-09-10",
          [("relocation", "Manaus", "2019-09-02")], (), "se-deslocou-ate"),
    _case("O sargento Luis Mora rumou para Manaus no dia 2 de setembro.", "2019-09-10",
          [("relocation", "Manaus", "2019-09-02")], (), "rumou-para"),
    _case("Sgt. Luis Mora moved in with a cousin in Medellín on Sept. 2.", "2019-09-10",
          [("relocation", "Medellín", "2019-09-02")], (), "moved-in-with-a-cousin-in"),
    # Asking for refuge: "petitioned for asylum", "requereu refúgio", "requereu a condição de refugiado"
    _case("Cpl. Omar Vivas petitioned for asylum in Bogotá on June 7.", "2019-06-12",
          [("asylum", "Bogotá", "2019-06-07")], (), "petitioned-for-asylum"),
    _case("Cpl. Omar Vivas petitioned for refugee status in Bogotá on June 7.", "2019-06-12",
          [("asylum", "Bogotá", "2019-06-07")], (), "petitioned-for-refugee-status"),
    _case("O cabo Omar Vivas requereu refúgio em Pacaraima no dia 7 de junho.", "2019-06-12",
          [("asylum", "Pacaraima", "2019-06-07")], (), "requereu-refugio"),
    _case("O cabo Omar Vivas requereu a condição de refugiado em Boa Vista no dia 7 de junho.", "2019-06-12",
          [("asylum", "Boa Vista", "2019-06-07")], (), "requereu-a-condicao-de-refugiado"),
    # Former troops blocking a street protest; serving ones blocking a bridge are a cordon
    _case("Dozens of former Venezuelan troops blocked a street in Bucaramanga on June 9 to demand food.", "2019-06-12",
          [("protest", "Bucaramanga", "2019-06-09")], (), "former-troops-blocking-a-street"),
    _case("Retired Venezuelan soldiers blocked the main road in Pamplona on June 9.", "2019-06-12",
          [("protest", "Pamplona", "2019-06-09")], (), "retired-soldiers-blocking-a-road"),
    _case("Venezuelan troops blocked the bridge at Ureña on June 9.", "2019-06-12",
          [], ("protest",), "serving-troops-blocking-is-a-cordon"),
    # A rally in Portuguese: "realizaram um ato em Pacaraima" (not "um ato solene")
    _case("Os desertores realizaram um ato em Pacaraima no dia 9 de junho.", "2019-06-12",
          [("protest", "Pacaraima", "2019-06-09")], (), "realizaram-um-ato-em"),
    _case("O Exército realizou um ato solene em Boa Vista no dia 9 de junho.", "2019-06-12",
          [], ("protest",), "um-ato-solene-is-no-protest"),
    # The force itself left: "abandoned the army", "abandonó el Ejército", "abandonou o Exército" (not its base, nor
    # the army abandoning a post)
    _case("Sgt. Omar Vivas abandoned the National Guard in Rubio on June 3.", "2019-06-20",
          [("defection", "Rubio", "2019-06-03")], (), "abandoned-the-national-guard"),
    _case("El sargento Omar Vivas abandonó el Ejército en La Fría el 3 de junio.", "2019-06-20",
          [("defection", "La Fría", "2019-06-03")], (), "abandono-el-ejercito"),
    _case("O sargento Omar Vivas abandonou o Exército em Santa Elena de Uairén no dia 3 de junho.", "2019-06-20",
          [("defection", "Santa Elena de Uairén", "2019-06-03")], (), "abandonou-o-exercito"),
    _case("After the army abandoned the post at Ureña on June 3, smugglers moved in.", "2019-06-20",
          [], ("defection",), "the-army-abandoning-a-post-is-no-desertion"),
    _case("Es uno de los militares venezolanos que abandonaron la Fuerza Armada este año.", "2019-06-20",
          [], ("defection",), "militares-que-abandonaron-is-who-they-are"),
    # "was thrown in jail"
    _case("Sgt. Omar Vivas was thrown in jail in Ramo Verde on June 3.", "2019-06-20",
          [("arrest", "Ramo Verde", "2019-06-03")], (), "thrown-in-jail"),
    # The town an opening arrival clause reaches is where the main clause's deed took place: "Al llegar a X,",
    # "Upon reaching X on Oct. 4,", "Ao chegar a X,"; "fue asaltado" is a robbery
    _case("Al llegar a Pamplona el 4 de octubre, el sargento Yorman Fuenmayor fue asaltado por dos hombres.", "2019-10-08",
          [("violence", "Pamplona", "2019-10-04")], (), "al-llegar-a-fue-asaltado"),
    _case("Upon reaching Pamplona on Oct. 4, Sgt. Yorman Fuenmayor was mugged.", "2019-10-08",
          [("violence", "Pamplona", "2019-10-04")], (), "upon-reaching-was-mugged"),
    _case("Ao chegar a Boa Vista no dia 4 de outubro, o sargento Yorman Fuenmayor foi assaltado.", "2019-10-08",
          [("violence", "Boa Vista", "2019-10-04")], (), "ao-chegar-a-foi-assaltado"),
    # A town's exit after the forces that made the arrest is where it was made, not the end of a from-to pair of sites
    # ("de la DGCIM en una alcabala a la salida de X")
    _case("El sargento Wilfredo Sandoval fue capturado el 14 de noviembre por funcionarios de la DGCIM en una alcabala "
          "a la salida de Guanare.", "2019-12-03", [("arrest", "Guanare", "2019-11-14")], (), "dgcim-en-una-alcabala-a-la-salida-de"),
    _case("Los guardias fueron trasladados de un albergue en Cúcuta a un hotel en Bucaramanga el 14 de noviembre.",
          "2019-12-03", [("relocation", "Bucaramanga", "2019-11-14")], (), "a-site-pair-still-ends-at-the-second"),
    # A weekday after a rank is no name: "arrested a National Guard sergeant Tuesday" (wire style, no "on")
    _case("Police arrested a National Guard sergeant Tuesday in Maracay.", "2019-05-15",
          [("arrest", "Maracay", "2019-05-14")], (), "a-sergeant-tuesday"),
    _case("Colombian police detained a Venezuelan army lieutenant Sunday in Cúcuta.", "2019-05-15",
          [("arrest", "Cúcuta", "2019-05-12")], (), "a-lieutenant-sunday"),
    # Sent home: "repatriated to Venezuela", "repatriados para a Venezuela", "expulsados de Trinidad" (not expelled
    # from the force)
    _case("The two guardsmen were repatriated to Venezuela on Aug. 12.", "2019-08-20",
          [("border_crossing", "Venezuela", "2019-08-12"), ("relocation", "Venezuela", "2019-08-12")], (),
          "repatriated-to-venezuela"),
    _case("Os dois guardas foram repatriados para a Venezuela no dia 12 de agosto.", "2019-08-20",
          [("border_crossing", "Venezuela", "2019-08-12")], (), "repatriados-para-a-venezuela"),
    _case("Los dos guardias fueron expulsados de Trinidad el 12 de agosto.", "2019-08-20",
          [("border_crossing", "Venezuela", "2019-08-12")], (), "expulsados-de-trinidad"),
    _case("El Ejército expulsó a los dos sargentos de la institución el 12 de agosto.", "2019-08-20",
          [], ("border_crossing", "relocation"), "expulsados-de-la-institucion-stay-home"),
    # Sheltering in an embassy: "se resguardaron en la embajada", "se resguardaram na embaixada"; a stay in an
    # ambassador's residence dated by when it began
    _case("Dos sargentos se resguardaron en la embajada de Brasil en Caracas el 2 de mayo.", "2019-05-10",
          [("asylum", ANY, "2019-05-02")], (), "se-resguardaron-en-la-embajada"),
    _case("Dois sargentos se resguardaram na embaixada do Brasil em Caracas no dia 2 de maio.", "2019-05-10",
          [("asylum", ANY, "2019-05-02")], (), "se-resguardaram-na-embaixada"),
    _case("Dos sargentos se resguardaron de la lluvia en Cúcuta el 2 de mayo.", "2019-05-10",
          [], ("asylum",), "se-resguardaron-de-la-lluvia"),
    _case("Two Venezuelan sergeants have been holed up in the Chilean ambassador's residence since May 2.", "2019-05-10",
          [("asylum", ANY, "2019-05-02")], (), "holed-up-in-a-residence-since"),
    # A Portuguese relative named by age alone: "levaram o irmão mais novo para interrogatório", "o irmão caçula"
    _case("Agentes da Dgcim levaram o irmão mais novo para interrogatório em Guasipati no dia 30 de outubro.",
          "2019-11-05", [("arrest", "Guasipati", "2019-10-30")], (), "levaram-o-irmao-mais-novo"),
    _case("Agentes da Dgcim prenderam o irmão caçula em Guasipati no dia 30 de outubro.", "2019-11-05",
          [("arrest", "Guasipati", "2019-10-30")], (), "prenderam-o-irmao-cacula"),
    # Where a statement was made, after its day: "dijo el 5 de junio en Cúcuta", "said on June 5 in Bogotá"
    _case("El gobernador Pedro Salas dijo el 5 de junio en Cúcuta que los desertores serán protegidos.", "2019-06-20",
          [("statement", "Cúcuta", "2019-06-05")], (), "dijo-el-5-de-junio-en"),
    _case("Governor Pedro Salas said on June 5 in Bogotá that the soldiers would be protected.", "2019-06-20",
          [("statement", "Bogotá", "2019-06-05")], (), "said-on-june-5-in"),
    # Ministers of 2019 quoted by name alone speak for their country
    _case("Los desertores llegaron a Colombia en mayo. Guillermo Botero dijo el 5 de junio que serán protegidos.",
          "2019-06-20", [("statement", "Colombia", "2019-06-05")], (), "guillermo-botero-speaks-for-colombia"),
    _case("Os desertores chegaram ao Brasil em maio. Sergio Moro afirmou no dia 5 de junho que terão refúgio.",
          "2019-06-20", [("statement", "Brazil", "2019-06-05")], (), "sergio-moro-speaks-for-brazil"),
    _case("Néstor Reverol calificó de traidores a los desertores el 5 de junio.", "2019-06-20",
          [("statement", "Venezuela", "2019-06-05")], (), "reverol-speaks-for-venezuela"),
    # A fort named with "de": "el fuerte de Paramacay"
    _case("Un grupo de militares se alzó contra Maduro en el fuerte de Paramacay el 9 de junio.", "2019-06-12",
          [("uprising", "Fuerte Paramacay", "2019-06-09")], (), "el-fuerte-de-paramacay"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_twenty_sixth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# Short stories: a deed told after an opening arrival clause, a paragraph after the crossing, takes the crossing's day
# (the left-out subject of the crossing sentence is the story's men)
STORIES = [
    _case("Dos sargentos de la Guardia Nacional desertaron la noche del jueves 3 de octubre en Guarero.\n\n"
          "Caminaron toda la noche por una trocha y la madrugada del viernes 4 pisaron suelo colombiano cerca de "
          "Paraguachón.\n\n"
          "Al llegar a Maicao, unos hombres armados les cayeron a golpes y les quitaron los teléfonos.", "2019-10-08",
          [("violence", "Maicao", "2019-10-04")], (("violence", ANY, "2019-10-03"),), "al-llegar-a-after-the-crossing"),
    _case("Two guardsmen deserted from their post at Guarero on the night of Thursday, Oct. 3.\n\n"
          "They walked all night along a smugglers' trail and set foot in Colombia near Paraguachón early on "
          "Friday, Oct. 4.\n\n"
          "On arriving in Maicao, they were mugged by three men.", "2019-10-08",
          [("violence", "Maicao", "2019-10-04")], (("violence", ANY, "2019-10-03"),), "on-arriving-in-after-the-crossing"),
    # A desertion told with its post at home stays there when the same sentence's arrival is placed abroad by the
    # dateline ("desertó de la base naval de X en marzo y llegó desde Bogotá el 28 de abril" under a Lima byline)
    _case("Teniente venezolano pide refugio\n\nPor Ana Pérez\nLima\n\nEl teniente desertó de la base naval de Puerto "
          "Cabello en marzo y llegó desde Bogotá el 28 de abril.", "2019-05-20",
          [("defection", "Puerto Cabello", "2019-03-01")], (("defection", "Lima", ANY),), "post-at-home-under-a-byline-abroad"),
    # A left-out subject after more time words ("Al otro día", "Cuarenta y ocho horas después", "No outro dia", "Dois
    # dias mais tarde") and after the pluperfect's auxiliary ("La víspera había desertado", "Na véspera, tinha
    # desertado"): the man of the sentence before
    _case("El cabo Nelson Guédez desertó de su puesto en La Fría el 2 de marzo. Al otro día cruzó a Colombia.",
          "2019-03-10", [("border_crossing", "Colombia", "2019-03-03")], (), "al-otro-dia-left-out-subject"),
    _case("El cabo Nelson Guédez desertó de su puesto en La Fría el 2 de marzo. Cuarenta y ocho horas después cruzó a "
          "Colombia.", "2019-03-10", [("border_crossing", "Colombia", "2019-03-04")], (), "cuarenta-y-ocho-horas-despues"),
    _case("Cpl. Nelson Guédez deserted from his post in La Fría on March 2. Forty-eight hours later he crossed into "
          "Colombia.", "2019-03-10", [("border_crossing", "Colombia", "2019-03-04")], (), "forty-eight-hours-later"),
    _case("El cabo Nelson Guédez desertó de su puesto en La Fría el 2 de marzo. A los dos días cruzó a Colombia.",
          "2019-03-10", [("border_crossing", "Colombia", "2019-03-04")], (), "a-los-dos-dias-cruzo"),
    _case("O cabo Nelson Guédez desertou do posto em Santa Elena de Uairén no dia 2 de março. No outro dia, entrou no "
          "Brasil.", "2019-03-10", [("border_crossing", "Brazil", "2019-03-03")], (), "no-outro-dia-entrou"),
    _case("O cabo Nelson Guédez desertou do posto em Santa Elena de Uairén no dia 2 de março. Dois dias mais tarde, "
          "entrou no Brasil.", "2019-03-10", [("border_crossing", "Brazil", "2019-03-04")], (), "dois-dias-mais-tarde"),
    _case("El cabo Nelson Guédez cruzó a Colombia el 4 de marzo. La víspera había desertado de su puesto en La Fría.",
          "2019-03-10", [("defection", "La Fría", "2019-03-03")], (("defection", "Colombia", ANY),),
          "la-vispera-habia-desertado"),
    _case("El cabo Nelson Guédez cruzó a Colombia el 4 de marzo. Había desertado de su puesto en La Fría el 3 de marzo.",
          "2019-03-10", [("defection", "La Fría", "2019-03-03")], (("defection", "Colombia", ANY),),
          "habia-desertado-left-out-subject"),
    _case("O cabo Nelson Guédez entrou no Brasil no dia 4 de março. Na véspera, tinha desertado do posto em Santa Elena "
          "de Uairén.", "2019-03-10", [("defection", "Santa Elena de Uairén", "2019-03-03")], (("defection", "Brazil", ANY),),
          "na-vespera-tinha-desertado"),
]


@pytest.mark.parametrize("text, published, present, absent", STORIES)
def test_twenty_sixth_sweep_stories(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A desertion told with no place, none carried to it and no crossing's to take, was at home: Venezuela at country
# precision (not a break declared in a video or a letter, whose place the words do not give; not one whose crossing
# the sentence places)
AT_HOME = [
    _case("Sgt. Omar Vivas deserted on June 3.", "2019-06-20", [("defection", "Venezuela", "2019-06-03")], (),
          "a-desertion-with-no-place-is-at-home"),
    _case("El cabo Omar Vivas desertó el 3 de junio.", "2019-06-20", [("defection", "Venezuela", "2019-06-03")], (),
          "una-desercion-sin-lugar"),
    _case("O cabo Omar Vivas desertou no dia 3 de junho.", "2019-06-20", [("defection", "Venezuela", "2019-06-03")], (),
          "uma-desercao-sem-lugar"),
    _case("Gen. Pedro Ruiz declared in a video on June 3 that he no longer recognized Maduro.", "2019-06-20",
          [], (("defection", "Venezuela", ANY),), "a-break-declared-in-a-video-has-no-place"),
    _case("El general Pedro Ruiz reconoció a Guaidó el 3 de junio.", "2019-06-20",
          [], (("defection", "Venezuela", ANY),), "reconocio-a-guaido-has-no-place"),
    _case("Two guardsmen deserted on June 3 and crossed into Colombia the same day.", "2019-06-20",
          [("defection", "Colombia", "2019-06-03")], (("defection", "Venezuela", ANY),), "the-crossings-place-first"),
]


@pytest.mark.parametrize("text, published, present, absent", AT_HOME)
def test_a_desertion_with_no_place_is_at_home(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# An arrest left with no place, in a sentence that names no foreign force, agency, country or airport, was at home:
# Venezuela at country precision (not one by Colombian police, at an airport, or by the Polícia Federal)
HELD_AT_HOME = [
    _case("Two sergeants were arrested on June 3 on charges of treason.", "2019-06-20",
          [("arrest", "Venezuela", "2019-06-03")], (), "an-arrest-with-no-place-is-at-home"),
    _case("Dos sargentos fueron detenidos el 3 de junio.", "2019-06-20",
          [("arrest", "Venezuela", "2019-06-03")], (), "una-detencion-sin-lugar"),
    _case("Dois sargentos foram presos no dia 3 de junho.", "2019-06-20",
          [("arrest", "Venezuela", "2019-06-03")], (), "uma-prisao-sem-lugar"),
    _case("Colombian police detained two former soldiers on June 3.", "2019-06-20", [],
          (("arrest", "Venezuela", ANY),), "colombian-police-hold-abroad"),
    _case("O cabo Omar Vivas foi preso pela Polícia Federal no dia 3 de junho.", "2019-06-20", [],
          (("arrest", "Venezuela", ANY),), "a-policia-federal-holds-abroad"),
    _case("Sgt. Omar Vivas was held for two days at the airport on June 3.", "2019-06-20", [],
          (("arrest", "Venezuela", ANY),), "held-at-an-airport"),
    _case("Spanish police arrested a former Venezuelan general on June 3.", "2019-06-20", [],
          (("arrest", "Venezuela", ANY),), "spanish-police-hold-abroad"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_AT_HOME)
def test_an_arrest_with_no_place_is_at_home(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
