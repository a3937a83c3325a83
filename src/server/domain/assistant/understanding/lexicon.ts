/**
 * The words that point to each topic, in English, Spanish, German and French, folded as foldText does (no accents,
 * ß as ss). A cue matches a word that starts with it (so "tyre" covers "tyres", "batter" covers "battery",
 * "batterie" and "bateria"), with typos allowed on longer words; "=ok" matches only the word itself (every cue of
 * three letters or fewer does too); "*druck" matches inside a word (German compounds: "Reifendruck"); a cue with
 * spaces is a phrase of consecutive words. The weight says how sure the cue is: 1 names the topic, 2 leaves no
 * doubt, below 1 only helps (a topic needs 1 in all to be asked).
 */
export const TOPICS = [
  'health',
  'battery',
  'level',
  'range',
  'odometer',
  'speed',
  'coolant',
  'tyres',
  'location',
  'body',
  'parking_brake',
  'last_seen',
  'trouble_codes',
  'trip',
  'maintenance',
  'usage',
  'consumption',
  'refuels',
  'charging',
  'trips',
  'driving',
  'commute',
  'battery_trends',
  'documents',
  'registration',
  'insurance',
  'plate',
  'vin',
  'costs',
  'greeting',
  'smalltalk',
  'help',
  'out_of_scope',
  'unclear',
  'clarify',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Topics about the vehicle (the rest are conversation: greeting, small talk, help, out of scope, unclear, asking back). */
export const VEHICLE_TOPICS: readonly Topic[] = TOPICS.filter((t) => !['greeting', 'smalltalk', 'help', 'out_of_scope', 'unclear', 'clarify'].includes(t));

export type Cue = string | [cue: string, weight: number];

export const LEXICON: Record<Exclude<Topic, 'unclear' | 'clarify'>, Cue[]> = {
  health: [
    ['good shape', 2.5], ['bad shape', 2.5], ['=shape', 1.5], ['good condition', 2], ['buen estado', 2.5], ['mal estado', 2.5], ['peor estado', 2.5], ['=gesund', 2], ['gesundesten', 2], ['bon etat', 2.5], ['mauvais etat', 2.5], ['=estado', 1], ['etat de sante', 2.5],
    ['health', 2], ['healthy', 2], 'diagnos', ['check up', 1.5], 'checkup', 'comprehensive', 'overall', 'condition', ['wrong', 1.2], ['problem', 1.2], 'issue', 'trouble',
    ['report', 0.6], ['score', 1], ['status', 1], ['lookin', 1], ['doing', 1], ['=ok', 0.6], ['=okay', 0.6], ['alright', 0.6], ['fine', 0.6], ['everything', 0.5], ['anything', 0.4], ['attention', 1], ['needs work', 1],
    // es
    ['salud', 2], ['revision completa', 2.5], ['puntuacion', 1], ['algun problema', 1.5], ['atencion', 1], ['=va', 0.6], ['=bien', 0.6], ['todo', 0.5], ['=esta', 0.3],
    // de
    ['que le pasa', 1.5], ['que tiene', 0.6], ['was ist los', 1.5], ['was fehlt', 1.5], ['was hat er', 1.2], ['qu est ce qu elle a', 1.5], ['qu est ce qu il a', 1.5], ['ce qui ne va pas', 1.5], ['what s up with', 1.2],
    ['esta bien', 1.2], ['in ordnung', 1.2], ['en forme', 1.2], ['va bien', 1.2], ['en bon etat', 2.5], ['is it ok', 1.2], ['all good', 1.2], ['know about', 0.6], ['should i worry', 1.5], ['deberia preocup', 1.5], ['sorgen machen', 1.5], ['m inquieter', 1.5],
    ['*gesundheit', 2], ['geht es', 1], ['geht s', 1], ['=ordnung', 0.6], ['=alles', 0.5], ['zustand', 1], ['probleme', 1.2], ['=fit', 0.6], ['aufmerksamkeit', 1],
    // fr
    ['sante', 2], ['bilan', 1.5], ['etat', 0.8], ['comment va', 1], ['comment vont', 1], ['tout va', 1], ['probleme', 1.2],
  ],
  battery: [
    ['batter', 1], ['=bateria', 1], ['12 v', 2], ['12v', 2], ['12 volt', 2], 'volt', ['voltage', 1.5], ['weak', 0.5], ['start tomorrow', 1], ['will the car start', 1.5], ['dead', 0.5],
    ['voltaje', 1.5], ['tension', 1.5], ['*spannung', 1.5], ['schwach', 0.5], ['debil', 0.5], ['faible', 0.5], ['arranca', 1], ['demarre', 1], ['springt', 1],
    // a car that struggled to start: "hard to start", "le costo arrancar", "schlecht angesprungen", "du mal a demarrer"
    ['hard to start', 2.5], ['slow to start', 2.5], ['struggl', 1], ['won t start', 2.5], ['wouldn t start', 2.5], ['didn t start', 2.5], ['crank', 1.5], ['jump start', 2],
    ['cost arranc', 3], ['cuesta arrancar', 3], ['no arranca', 2], ['angesprungen', 1.5], ['anspringen', 1.5], ['starthilfe', 2], ['mal a demarrer', 3], ['demarrage', 1.5],
  ],
  level: [
    ['fuel', 1], ['=gas', 1], 'petrol', ['tank', 1.2], ['litre', 0.8], ['liter', 0.8], ['litro', 0.8], ['how full', 1.5], ['=full', 0.6], ['empty', 0.8], ['%', 1.5], ['percent', 1.5],
    ['=charge', 1], ['=left', 0.5], ['remaining', 0.3], ['state of charge', 2], ['=soc', 2], ['=level', 0.8], ['batter', 0.5],
    ['gasolina', 1], ['combustible', 1], ['deposito', 1.2], ['queda', 0.5], ['=carga', 1], ['nivel', 0.8], ['=gasoil', 1], ['=diesel', 1],
    ['sprit', 1.2], ['benzin', 1], ['*tank', 1.2], ['voll', 0.8], ['=akku', 1], ['noch drin', 1], ['ladestand', 2], ['fullstand', 1.5],
    ['essence', 1], ['carburant', 1], ['reservoir', 1.2], ['niveau', 0.8], ['reste', 0.5], ['rest', 0.5],
    // how charged it is, not a charging session: "fully charged", "cargado al 100", "voll geladen", "chargee a combien"
    ['fully charged', 2.5], ['charged to', 2.5], ['how charged', 2], ['how much batter', 2], ['how much charge', 2], ['battery percent', 2],
    ['cargado al', 2.5], ['completamente cargado', 2.5], ['carga completa', 2], ['cuanta bateria', 2], ['cuanta carga', 2],
    ['voll geladen', 2.5], ['vollgeladen', 2.5], ['aufgeladen', 1.5], ['wie viel akku', 2], ['wieviel akku', 2], ['wie voll', 2],
    ['chargee a', 2.5], ['charge a', 2.5], ['completement charge', 2.5], ['pleine charge', 2], ['combien de batterie', 2], ['=plein', 0.5],
    ['akkustand', 2], ['batteriestand', 2], ['*ladezustand', 2],
  ],
  range: [
    ['before i need to fill', 3], ['before i fill', 3], ['before filling', 3], ['before i need to charge', 3], ['before i have to', 2], ['antes de repostar', 3], ['antes de cargar', 3], ['bis zum tanken', 3], ['bis zum laden', 3], ['avant de faire le plein', 3], ['avant de recharger', 3], ['km can i go', 2.5], ['miles can i go', 2.5],
    ['range', 2], ['how far', 2], ['until empty', 2], ['to empty', 2], ['before empty', 2], ['get me', 0.6], ['can i go', 1],
    ['autonomia', 2], ['puedo hacer', 1.2], ['reichweite', 2], ['wie weit', 2], ['komme ich', 1], ['autonomie', 2], ['peux encore', 1.2], ['peux faire', 1.2],
    // what distance is left: "how many km can I still drive", "cuantos km me quedan", "kann ich noch fahren", "je peux encore faire"
    ['can i still', 1.5], ['still drive', 1.5], ['km left', 2], ['miles left', 2], ['km me quedan', 2], ['km quedan', 2], ['kilometros me quedan', 2], ['puedo recorrer', 1.2],
    ['kann ich noch', 1.5], ['noch fahren', 1.5], ['km noch', 1.5], ['je peux encore', 1.5], ['km il reste', 2], ['km me reste', 2], ['peux encore rouler', 2],
  ],
  odometer: [
    ['odometer', 2], ['odo', 1.5], ['mileage', 1.5], ['on the clock', 1.5], ['total km', 1.5], ['total miles', 1.5], ['does my car have', 1], ['does it have', 0.8],
    ['kilometraje', 1.5], ['tiene el coche', 1], ['tiene mi coche', 1], ['cuentakilometros', 2],
    ['kilometerstand', 2], ['tachostand', 2], ['runter', 1], ['hat das auto', 0.8],
    ['kilometrage', 1.5], ['compteur', 1.5], ['au compteur', 2],
    // the total on the clock: "how many miles are on it", "cuantos km tiene", "wie viel km hat er drauf", "combien de km a-t-elle"
    ['miles are on', 2], ['km are on', 2], ['kilometers are on', 2], ['miles on it', 2], ['km on it', 2], ['in total', 0.8], ['km does it have', 2], ['miles does it have', 2],
    ['km tiene', 1.5], ['kilometros tiene', 1.5], ['millas tiene', 1.5], ['en total', 0.8], ['=drauf', 1.5], ['km hat', 1], ['insgesamt', 0.8], ['au total', 0.8], ['km a t', 1.5], ['km au total', 1],
    ['kilometros lleva', 2], ['km lleva', 2], ['kilometer hat', 1.5], ['a combien de km', 2], ['a combien de kilometres', 2],
  ],
  speed: [
    ['speed', 2], ['how fast', 2], ['wie schnell', 2], ['=schnell', 1], ['que tan rapido', 2], ['=rapido', 1], ['=vite', 1], ['km/h', 1], ['mph', 1], ['=over', 0.5], ['faster', 0.6], ['exceed', 0.6], ['speeding', 1.5],
    // the fastest the car went: "a cuánto fui como máximo", "wie schnell war ich maximal", "à combien j'ai roulé au max", "top speed"
    ['como maximo', 1.5], ['a cuanto fui', 2], ['a cuanto iba', 2], ['=maximal', 1], ['hochstens', 0.6], ['au max', 1.5], ['au maximum', 1.5], ['a fond', 1], ['how fast was i', 2.5], ['top speed', 2.5], ['=fastest', 1.5],
    ['velocidad', 2], ['=pase', 0.5], ['*geschwindigkeit', 2], ['schneller', 0.6], ['vitesse', 2], ['depasse', 0.6],
  ],
  coolant: [
    ['coolant', 2], ['overheat', 2], ['engine temp', 2], ['engine temperature', 2], ['too hot', 1.2], ['temp', 0.6],
    ['refrigerante', 2], ['calentando', 1.5], ['sobrecalent', 2], ['kuhlmittel', 2], ['kuhlwasser', 2], ['zu heiss', 1.5], ['motortemperatur', 2], ['heiss', 0.8],
    ['refroidissement', 2], ['chauffe', 1.5], ['surchauffe', 2], ['temperatur', 0.6],
    ['running hot', 2], ['runs hot', 2], ['engine hot', 2], ['motor caliente', 2], ['motor heiss', 2], ['moteur chaud', 2],
  ],
  tyres: [
    ['tyre', 2], ['tire', 2], ['pressure', 1], ['inflat', 1.5], ['flat', 0.8], ['wheel', 0.8],
    ['neumatico', 2], ['rueda', 1.5], ['presion', 1], ['llanta', 1.5], ['*reifen', 2], ['*druck', 1], ['luft', 0.8],
    ['pneu', 2], ['gonfl', 1.5], ['pression', 1],
  ],
  // Locks, doors, windows and trunk. "Tur" is the folded German "Tür" (a prefix: "Türen"; never inside "Temperatur").
  body: [
    ['locked', 2], ['unlocked', 2], ['=lock', 1.5], ['lock it', 1.5], ['door', 1.5], ['window', 1.5], ['trunk', 1.5], ['tailgate', 1.5], ['left open', 1.5], ['closed', 0.6], ['shut', 0.6],
    ['cerrado con llave', 2.5], ['con llave', 1.5], ['bloquead', 1.5], ['puerta', 1.5], ['ventanilla', 1.5], ['ventana', 1.2], ['maletero', 1.5], ['cerrad', 0.6], ['abiert', 0.6],
    ['abgeschlossen', 2], ['verriegelt', 2], ['abgesperrt', 2], ['zugesperrt', 2], ['=tur', 1.5], ['turen', 1.5], ['fenster', 1.5], ['kofferraum', 1.5], ['heckklappe', 1.5], ['offen', 0.6],
    ['verrouill', 2], ['ferme a cle', 2.5], ['=porte', 1.5], ['=portes', 1.5], ['portiere', 1.5], ['fenetre', 1.5], ['vitre', 1.5], ['coffre', 1.5], ['ouvert', 0.6], ['ferme', 0.6],
  ],
  // The parking brake: "is the handbrake on?", "¿está puesto el freno de mano?", "Handbremse angezogen?", "frein à main serré ?"
  parking_brake: [
    ['handbrake', 3], ['hand brake', 3], ['parking brake', 3], ['park brake', 3], ['emergency brake', 3], ['e brake', 2.5], ['ebrake', 2.5],
    ['freno de mano', 3], ['freno de estacionamiento', 3], ['freno de parking', 3],
    ['handbremse', 3], ['feststellbremse', 3], ['parkbremse', 3],
    ['frein a main', 3], ['frein de stationnement', 3], ['frein de parking', 3], ['frein de parc', 3],
  ],
  location: [
    ['where is', 1.5], ['where s', 1.5], ['wheres', 1.5], ['where did i park', 2], ['park', 1], ['location', 2], ['locate', 2], ['find my car', 2], ['gps', 1.5],
    ['donde esta', 1.5], ['donde', 1], ['aparque', 1.5], ['aparc', 1.5], ['ubicacion', 2], ['estacion', 1],
    ['wo steht', 2], ['wo ist', 2], ['=wo', 1], ['geparkt', 1.5], ['standort', 2], ['=parkt', 1.5],
    ['ou est', 1.5], ['=ou', 1], ['gare', 1], ['garee', 1], ['localis', 2], ['position', 1.5],
    ['where did i leave', 2.5], ['where i left', 2.5], ['where i parked', 2.5], ['where it is', 1.5], ['donde lo deje', 2.5], ['donde deje', 2.5], ['wo hab ich', 2], ['ou j ai', 1], ['ou est garee', 2],
    ['where was', 1.5], ['donde estaba', 1.5], ['wo war', 1.5], ['ou etait', 1.5],
  ],
  last_seen: [
    ['last report', 2], ['reported in', 1.5], ['up to date', 2], ['last online', 2], ['=online', 1], ['last seen', 2], ['last heard', 2], ['data fresh', 2], ['last update', 2], ['last sent', 2],
    ['envio datos', 2], ['ultimos datos', 2], ['actualizado', 1.5], ['daten gesendet', 2], ['zuletzt daten', 2], ['aktuell', 1], ['envoye des donnees', 2], ['a jour', 1.5], ['donnees', 0.8], ['datos', 0.8], ['daten', 0.8],
    // when the car last talked to us: "last check in", "offline", "desconectado", "zuletzt gemeldet", "hors ligne"
    ['check in', 1.5], ['checked in', 2], ['last contact', 2], ['last connected', 2], ['offline', 2], ['disconnected', 2], ['connected', 1], ['no new data', 2], ['new data', 1.5], ['last time it sent', 2], ['last signal', 2], ['last ping', 2],
    ['desconectad', 2], ['sin conexion', 2], ['conectad', 1], ['datos nuevos', 1.5], ['nuevos datos', 1.5], ['ultima conexion', 2], ['ultima senal', 2], ['=reporto', 1.5],
    ['zuletzt', 1], ['gemeldet', 1.5], ['meldet', 1], ['verbindung', 1.5], ['verbunden', 1], ['neue daten', 1.5], ['neuen daten', 1.5], ['letzte meldung', 2], ['letzten kontakt', 2],
    ['hors ligne', 2.5], ['deconnect', 2], ['connect', 1], ['nouvelles donnees', 1.5], ['derniere connexion', 2], ['derniere fois', 0.6], ['derniere remontee', 2],
    ['send data', 1.5], ['sent data', 1.5], ['sending data', 1.5], ['no envia', 1.5], ['keine daten', 2], ['ne remonte', 2], ['remonte plus', 2], ['depuis quand', 0.5], ['seit wann', 0.5], ['desde cuando', 0.5], ['since when', 0.5],
  ],
  trouble_codes: [
    ['check engine', 2.5], ['engine light', 2.5], ['warning light', 2.5], ['dashboard light', 2], ['light came on', 2], ['light is on', 2],
    ['error code', 2.5], ['fault code', 2.5], ['trouble code', 2.5], ['diagnostic code', 2.5], ['obd', 1.5], ['dtc', 2], ['=code', 1.2], ['=codes', 1.2], ['serious', 0.6],
    ['luz del motor', 2.5], ['testigo', 2], ['codigo', 1.2], ['codigos de error', 2.5], ['=grave', 0.6],
    ['*kontrollleuchte', 2.5], ['warnleuchte', 2.5], ['*fehlercode', 2.5], ['=fehler', 1.5], ['schlimm', 0.6],
    ['voyant', 2.5], ['code defaut', 2.5], ['codes defaut', 2.5], ['code erreur', 2.5], ['=code', 1.2],
    ['=dtcs', 2], ['fault', 1.2], ['=error', 1], ['errors', 1], ['fehlerspeicher', 2.5], ['*fehler', 1.2], ['averia', 1], ['codigos', 1.2], ['panne', 1], ['defaut', 1.2], ['erreur', 1],
    ['*leuchte', 2], ['warnlampe', 2], ['luz de averia', 2.5], ['luz de aviso', 2.5], ['voyant moteur', 2.5],
  ],
  trip: [
    ['puedo conducir', 2], ['can i drive', 1.5], ['me da para', 2], ['=llego', 1.5], ['=llego a', 2], ['schaffe ich', 2], ['=schaffe', 1.2], ['je peux faire', 1.5], ['can i do', 1.2], ['can i make', 1.5],
    ['trip', 1.5], ['road trip', 2], ['journey', 1.5], ['long drive', 1.5], ['drive to', 1], ['driving to', 1], ['long distance', 1.5], ['travel', 1.2], ['vacation', 1.2], ['holiday', 1.2],
    ['ready', 1], ['good to go', 1.5], ['make it', 1], ['motorway', 1.2], ['highway', 1.2], ['freeway', 1.2], ['safe to drive', 1.5], ['=safe', 0.5], ['weekend', 0.5],
    ['viaje', 1.5], ['=listo', 1], ['autopista', 1.2], ['seguro ir', 1.5], ['es seguro', 0.8], ['=voy a', 1], ['vacaciones', 1.2],
    ['fahrt', 1.2], ['reise', 1.5], ['=bereit', 1], ['autobahn', 1.2], ['=sicher', 0.6], ['urlaub', 1.2], ['schafft', 1.2],
    ['trajet', 1.5], ['voyage', 1.5], ['=prete', 1], ['=pret', 1], ['autoroute', 1.2], ['prudent', 0.8], ['=part', 0.6], ['vacances', 1.2], ['en etat', 1],
    // a trip named with what it needs: "without refuelling", "sin repostar", "ohne zu tanken", "sans faire le plein"
    ['without refuel', 2.5], ['without filling', 2.5], ['without stopping', 2], ['without charging', 2.5], ['sin repostar', 2.5], ['sin cargar', 2.5], ['sin parar', 2],
    ['ohne zu tanken', 2.5], ['ohne tanken', 2.5], ['ohne nachzutanken', 2.5], ['ohne zu laden', 2.5], ['ohne laden', 2.5], ['sans faire le plein', 2.5], ['sans recharger', 2.5], ['sans m arreter', 2],
  ],
  maintenance: [
    ['maintenance', 2], ['maintain', 1.5], ['=service', 1.5], ['servicing', 1.5], ['serviced', 1.5], ['oil change', 2], ['=oil', 1.2], ['overdue', 1.5], ['=due', 1], ['tune up', 1.5], ['inspection', 1.5],
    ['mechanic', 1], ['repair', 1], ['brake', 1.2], ['filter', 1.2], ['interval', 1], ['garage', 0.8], ['upkeep', 1.5],
    // a reminder of the owner's, not the tyres' pressure: "when is my tire rotation due?"
    ['tire rotation', 3], ['tyre rotation', 3], ['rotate my tire', 3], ['rotate my tyre', 3], ['rotacion de neumaticos', 3], ['reifen rotieren', 3], ['rotation des pneus', 3], ['permutation des pneus', 3],
    ['mantenimiento', 2], ['revision', 1.5], ['aceite', 1.5], ['=toca', 0.8], ['taller', 1],
    ['wartung', 2], ['inspektion', 2], ['olwechsel', 2], ['=service', 1.5], ['fallig', 1], ['werkstatt', 1],
    ['entretien', 2], ['vidange', 2], ['revision', 1.5], ['=huile', 1.2],
    ['=ol', 1.2], ['olstand', 1.5], ['nivel de aceite', 2], ['niveau d huile', 2], ['oil level', 2],
  ],
  usage: [
    ['more than usual', 2.5], ['than usual', 2], ['driving more', 2], ['driving less', 2], ['mas de lo normal', 2.5], ['mas que de costumbre', 2.5], ['mehr als sonst', 2.5], ['mehr als ublich', 2.5], ['plus que d habitude', 2.5], ['how far did', 2.5], ['how far has', 2.5], ['=recorrio', 2], ['=ha hecho', 1.5], ['a roule', 2], ['am meisten gefahren', 2.5], ['le plus roule', 2.5], ['le moins roule', 2.5], ['driven the most', 2.5], ['drove the most', 2.5], ['drive the most', 2.5], ['recorrio mas', 2.5],
    ['drive', 0.6], ['how much did', 0.5], ['drove', 1.2], ['driven', 1.2], ['how much did i drive', 2], ['how far have i', 2], ['how far did i', 2], ['distance driven', 2], ['usage', 1.5], ['recent data', 1.5], ['vehicle data', 1.5],
    ['stat', 1.2], ['history', 1.2], ['how many days did i use', 2], ['=use', 0.5], ['how many km did i', 2], ['how many miles did i', 2], ['miles did i do', 2], ['=km', 0.3], ['kilomet', 0.3], ['=miles', 0.3],
    ['conduje', 1.2], ['=hice', 0.8], ['recorrido', 1.5], ['estadistica', 1.2], ['conduccion', 1],
    ['gefahren', 1.2], ['fahrstrecke', 2], ['*statistik', 1.2], ['strecke', 1],
    ['roule', 1.2], ['parcouru', 1.5], ['ai je fait', 0.8], ['conduite', 1],
    // how much the owner drove: "did I drive", "he conducido", "bin ich gefahren", "j'ai fait", "kilometres parcourus"
    ['did i drive', 1.2], ['total km', 1.5], ['total miles', 1.5], ['have i driven', 2], ['i have driven', 2], ['i ve driven', 2], ['days did i', 1.2], ['did i use', 1], ['distance', 0.8], ['mileage this', 1], ['=driving', 0.6],
    ['conducido', 1.5], ['manejado', 1.5], ['=maneje', 1.5], ['recorri', 1.5], ['km hice', 1.5], ['=he hecho', 1], ['use el', 0.5], ['kilometros', 0.5], ['hecho', 0.3],
    ['gefahrene', 1.5], ['=gemacht', 1.2], ['=fuhr', 1], ['zuruckgelegt', 1.5], ['unterwegs', 1], ['kilometer', 0.3],
    ['j ai fait', 1.2], ['km j ai', 1.2], ['ai roule', 1.2], ['=parcour', 1.5], ['kilometres', 0.5], ['=utilise', 0.6],
    ['how many days', 1.5], ['cuantos dias', 1.5], ['wie vielen tagen', 1.5], ['wie viele tage', 1.5], ['combien de jours', 1.5], ['wie weit bin ich', 2.5], ['wie weit sind wir', 2.5],
    // the owner's pace: "how much do I drive a week", "weekly mileage", "cuanto conduzco por semana", "wie viel fahre ich pro Woche", "combien je roule par semaine"
    ['how much do i drive', 3], ['how many km do i drive', 3], ['how many miles do i drive', 3], ['do i drive', 1.5], ['weekly mileage', 3], ['weekly distance', 3], ['mileage per week', 3], ['mileage a week', 3],
    ['do i drive per week', 3], ['do i drive a week', 3], ['do i drive each week', 3], ['do i drive every week', 3], ['km per week', 2.5], ['km a week', 2.5], ['miles per week', 2.5], ['miles a week', 2.5], ['per week', 0.8], ['a week', 0.4], ['=weekly', 0.8],
    ['cuanto conduzco', 3], ['cuantos km hago', 3], ['=conduzco', 1.5], ['por semana', 0.8], ['a la semana', 0.8], ['=semanal', 0.8],
    ['wie viel fahre ich', 3], ['wieviel fahre ich', 3], ['pro woche', 0.8], ['in der woche', 0.6],
    ['combien je roule', 3], ['combien de km je fais', 3], ['par semaine', 0.8], ['hebdomadaire', 0.8],
  ],
  consumption: [
    ['consumption', 2], ['fuel', 0.5], ['petrol', 0.5], ['gasolina', 0.5], ['combustible', 0.5], ['sprit', 0.5], ['benzin', 0.5], ['essence', 0.5], ['carburant', 0.5], ['litre', 0.5], ['liter', 0.5], ['litro', 0.5], ['fuel economy', 2], ['economy', 1.5], ['efficien', 1.5], ['=mpg', 2], ['per 100', 2], ['/100', 2], ['l/100', 2], ['kwh/100', 2], ['burn', 1.5], ['how many litres per', 2],
    ['consumo', 2], ['a los 100', 2], ['=gasto', 0.5], ['verbrauch', 2], ['auf 100', 2], ['pro 100', 2], ['consommation', 2], ['consomme', 2], ['aux 100', 2],
    // average use, also in short forms: "Durchschnittsverbrauch", "conso moyenne", "cuanto consume", "average mpg"
    ['*verbrauch', 2], ['=conso', 2], ['consume', 2], ['consum', 1.5], ['=gasta', 1], ['mileage per', 1], ['=average', 0.5], ['=promedio', 0.5], ['durchschnitt', 0.5], ['moyenne', 0.5], ['=media', 0.5], ['*mpg', 1.5],
  ],
  refuels: [
    ['fill up', 2], ['filled up', 2], ['refuel', 2], ['fuel up', 2], ['got gas', 2], ['get gas', 0.6], ['gas station', 1.5], ['filled the tank', 2],
    ['eche gasolina', 2], ['reposte', 2], ['repostar', 2], ['getankt', 2], ['tanken', 1.5], ['fait le plein', 2], ['pleins', 2], ['=plein', 1.5],
    ['last fill', 2], ['tanked', 1.5], ['*getankt', 2], ['repostaje', 2], ['dernier plein', 2], ['=gas up', 2], ['gassed up', 2], ['=tanke', 1.5], ['tankstopp', 2], ['carga de gasolina', 2], ['=plein d essence', 2],
    ['did i last get', 1.5], ['did i get gas', 2],
  ],
  charging: [
    ['charging', 1.2], ['charged', 1.2], ['charging session', 2], ['charging right now', 2], ['is charging', 1.5], ['charge session', 2], ['last charge', 2], ['energy did i add', 2], ['charger', 1.2], ['plugged', 1.5],
    ['cargue', 1.5], ['sesiones de carga', 2], ['cargando', 1.5], ['geladen', 1.5], ['ladevorg', 2], ['laden', 1.2], ['ladt', 1.5],
    ['recharg', 1.5], ['=borne', 1.2],
    ['charging now', 2], ['being charged', 2], ['is it charging', 2], ['esta cargando', 2], ['=ladt es', 2], ['am laden', 2], ['en charge', 2], ['en train de charger', 2], ['se recharge', 2],
    ['did i charge', 2], ['did i last charge', 2], ['i charged', 2], ['times charged', 2], ['elle charge', 1.5], ['il charge', 1.5], ['se charge', 1.5], ['charge en ce moment', 2], ['cargue el', 1.5], ['lade ich', 1.5],
    // the charging state now: the charge limit, the cable, the power ("bis wie viel Prozent lädt er?", "¿está enchufado?", "est-elle branchée ?")
    ['charge limit', 3], ['charging limit', 3], ['charge up to', 2.5], ['up to what percent', 3], ['plugged in', 2.5], ['plug in', 2], ['charging cable', 3], ['charge cable', 3], ['=cable', 1.5], ['cable connected', 3],
    ['charging power', 3], ['charging speed', 3], ['charging rate', 3], ['how fast is it charging', 3.5], ['how fast it s charging', 3.5],
    ['limite de carga', 3], ['hasta que porcentaje', 3], ['limite de recarga', 3], ['carga hasta', 2.5], ['enchufad', 2.5], ['=enchufe', 1.5], ['cable de carga', 3], ['potencia de carga', 3], ['a que potencia', 2], ['velocidad de carga', 3],
    ['ladelimit', 3], ['*ladegrenze', 3], ['ladeziel', 3], ['bis wie viel prozent', 3], ['bis wieviel prozent', 3], ['*ladekabel', 3], ['eingesteckt', 2], ['angesteckt', 2], ['ladeleistung', 3], ['wie schnell ladt', 3.5], ['mit wie viel kw', 2],
    ['limite de charge', 3], ['jusqu a quel pourcentage', 3], ['limite de recharge', 3], ['charge jusqu', 2.5], ['branche', 2], ['cable de charge', 3], ['cable de recharge', 3], ['puissance de charge', 3], ['puissance de recharge', 3], ['quelle puissance', 2], ['vitesse de charge', 3], ['vitesse de recharge', 3],
  ],
  // the trips the car made (the trip log): "longest trip", "where did I drive", "cuantos viajes", "wohin bin ich gefahren"
  trips: [
    ['longest trip', 3], ['longest drive', 3], ['shortest trip', 3], ['how many trips', 3], ['how many drives', 3], ['trips did i', 3], ['drives did i', 3], ['trips have i', 3],
    ['where did i drive', 3.5], ['where did i go', 3.5], ['where have i been', 3], ['where did we go', 3.5], ['where did it go', 3], ['my trips', 2.5], ['last trip', 2.5], ['trip log', 3], ['trip history', 3], ['recent trips', 3],
    ['viaje mas largo', 3], ['trayecto mas largo', 3], ['cuantos viajes', 3], ['cuantos trayectos', 3], ['por donde conduje', 3.5], ['donde conduje', 3.5], ['a donde fui', 3.5], ['adonde fui', 3.5], ['donde fui', 3], ['donde estuve', 3], ['mis viajes', 2.5], ['mis trayectos', 2.5], ['ultimo viaje', 2.5], ['ultimo trayecto', 2.5],
    ['langste fahrt', 3], ['langsten fahrt', 3], ['wie viele fahrten', 3], ['wieviele fahrten', 3], ['wo bin ich', 2.5], ['hingefahren', 2], ['wohin bin ich', 3.5], ['wo war ich', 3], ['meine fahrten', 2.5], ['letzte fahrt', 2.5], ['fahrtenbuch', 3],
    ['plus long trajet', 3], ['trajet le plus long', 3], ['combien de trajets', 3], ['ou suis je alle', 3.5], ['ou suis je allee', 3.5], ['ou ai je roule', 3.5], ['ou j ai roule', 3.5], ['ou suis je passe', 3], ['mes trajets', 2.5], ['dernier trajet', 2.5],
  ],
  // how the owner drove: the driving score and harsh events
  driving: [
    ['driving score', 3.5], ['drive score', 3], ['harsh', 2.5], ['hard braking', 3], ['braked hard', 3], ['how was my driving', 3.5], ['how did i drive', 3], ['my driving', 2], ['driving style', 3], ['driving behavio', 3], ['rapid acceleration', 3],
    ['puntuacion de conduccion', 3.5], ['nota de conduccion', 3.5], ['frenazo', 3], ['frenada brusca', 3], ['frenadas bruscas', 3], ['brusc', 1.5], ['como conduje', 3], ['mi conduccion', 2.5], ['estilo de conduccion', 3], ['aceleron', 3],
    ['fahrverhalten', 3.5], ['fahrstil', 3.5], ['fahrweise', 3.5], ['starkes bremsen', 3], ['stark gebremst', 3], ['vollbremsung', 3], ['harte bremsung', 3], ['bremsmanover', 3], ['fahrbewertung', 3.5], ['wie bin ich gefahren', 3.5],
    ['note de conduite', 3.5], ['score de conduite', 3.5], ['freinage brusque', 3], ['freinages brusques', 3], ['freinage', 1.5], ['brusque', 1.5], ['ma conduite', 2.5], ['style de conduite', 3], ['comment j ai conduit', 3],
  ],
  // the trips between the owner's Home and Work places: "how much did my commute cost", "cuánto me costó ir al trabajo"
  commute: [
    ['commute', 3.5], ['commuting', 3.5], ['to work and back', 3.5], ['drive to work', 3], ['drives to work', 3], ['driving to work', 3], ['home to work', 3.5], ['work and home', 3], ['to and from work', 3.5],
    ['ir al trabajo', 3.5], ['trayecto al trabajo', 3.5], ['trayectos al trabajo', 3.5], ['viajes al trabajo', 3.5], ['casa al trabajo', 3.5], ['de casa y trabajo', 3], ['ida y vuelta al trabajo', 3.5],
    ['arbeitsweg', 3.5], ['pendel', 3], ['zur arbeit', 3.5], ['fahrt zur arbeit', 3.5], ['fahrten zur arbeit', 3.5], ['zur arbeit und zuruck', 3.5],
    ['domicile travail', 3.5], ['trajet au travail', 3.5], ['trajets au travail', 3.5], ['aller au travail', 3.5], ['trajet domicile', 3.5], ['trajets domicile', 3.5], ['navette', 2.5], ['retour du travail', 3.5], ['aller et retour au travail', 3.5],
  ],
  // an electric car's battery over time: drain while parked, range at 100 %, health
  battery_trends: [
    ['lose when parked', 3.5], ['range dropped', 3.5], ['range drop', 3.5], ['range gone down', 3.5], ['range decreased', 3.5], ['range decrease', 3], ['lost range', 3.5], ['losing range', 3.5], ['range loss', 3.5], ['range over', 1.5], ['health over', 2], ['over the last year', 1], ['over the year', 1],
    ['salud de mi bateria', 3.5], ['bajado mi autonomia', 3.5], ['autonomia ha bajado', 3.5], ['perdido autonomia', 3.5], ['baja la autonomia', 3.5], ['ha bajado la autonomia', 3.5],
    ['reichweite gesunken', 3.5], ['reichweite verloren', 3.5], ['reichweite nachgelassen', 3.5], ['reichweite abgenommen', 3.5], ['weniger reichweite', 3],
    ['sante de ma batterie', 3.5], ['autonomie a baisse', 3.5], ['autonomie a t elle baisse', 3.5], ['perdu de l autonomie', 3.5], ['autonomie baisse', 3.5], ['baisse d autonomie', 3.5],
    ['lose parked', 3], ['lose while parked', 3.5], ['when parked', 2], ['while parked', 2], ['when it s parked', 2], ['overnight', 1.5], ['vampire', 3.5], ['phantom drain', 3.5], ['drain', 2],
    ['range at *100', 3.5], ['range at full', 3], ['full charge range', 3], ['range when full', 3], ['degrad', 3], ['battery health', 3.5], ['state of health', 3.5], ['=soh', 3], ['capacity', 2], ['losing capacity', 3],
    ['cuanta bateria pierde', 3.5], ['pierde', 1.2], ['aparcado', 1], ['autonomia al *100', 3.5], ['autonomia a plena carga', 3.5], ['salud de la bateria', 3.5], ['descarga', 1.5], ['consumo en reposo', 3], ['capacidad', 2],
    ['im stand', 2.5], ['verliert', 1.5], ['reichweite bei *100', 3.5], ['reichweite bei voller', 3.5], ['lasst', 1.2], ['nachlassen', 3], ['batteriegesundheit', 3.5], ['akkugesundheit', 3.5], ['kapazitat', 2], ['standverlust', 3.5], ['entladung', 2],
    ['a l arret', 2], ['stationnement', 1.5], ['perd', 1.2], ['autonomie a *100', 3.5], ['autonomie a pleine charge', 3.5], ['se degrade', 3], ['sante de la batterie', 3.5], ['capacite', 2],
  ],
  documents: [
    ['document', 1.5], ['paper', 1.2], ['paperwork', 1.5], ['uploaded', 1.2], ['on file', 1.2], ['receipt', 1], ['warranty', 1.5], ['expiring', 0.6],
    ['documento', 1.5], ['subido', 1.2], ['garantia', 1.5], ['dokument', 1.5], ['hochgeladen', 1.2], ['unterlagen', 1.5], ['garantie', 1.5], ['televerse', 1.2], ['papiers', 1.2],
  ],
  registration: [
    ['registration', 2], ['registered', 1.5], ['=rego', 2], ['licence renewal', 1.5], ['renewal', 0.8], ['expir', 0.8],
    ['permiso de circulacion', 2.5], ['circulacion', 1.5], ['matriculacion', 2], ['zulassung', 2], ['fahrzeugschein', 2], ['carte grise', 2.5], ['immatriculation', 1],
    ['registro del', 1.5], ['=registro', 1.2], ['renew', 0.8], ['renovar', 0.8], ['erneuern', 0.8], ['renouvel', 0.8], ['hauptuntersuchung', 2], ['=tuv', 2], ['controle technique', 2], ['=itv', 2],
  ],
  insurance: [
    ['insur', 2], ['policy', 1.5], ['premium', 1.5], ['=cover', 1], ['coverage', 1.5], ['provider', 0.6],
    ['seguro', 1.5], ['poliza', 2], ['aseguradora', 2], ['=prima', 1.5], ['*versicherung', 2], ['versichert', 2], ['versicherer', 2], ['asegurado', 2], ['assure', 1.5], ['assureur', 2], ['insured', 2], ['beitrag', 1], ['police', 1.2], ['assur', 2], ['contrat', 1], ['=prime', 1.5],
  ],
  plate: [
    ['plate', 2], ['licence plate', 2.5], ['license plate', 2.5], ['number plate', 2.5], ['matricula', 2], ['placa', 2], ['kennzeichen', 2], ['nummernschild', 2], ['plaque', 2], ['immatriculation', 1.5],
  ],
  vin: [
    ['=vin', 2], ['vehicle identification', 2.5], ['chassis number', 2], ['bastidor', 2], ['fahrgestellnummer', 2.5], ['fin nummer', 2], ['numero de serie', 2],
  ],
  costs: [
    // the forms of "cost" in each language, not every word that starts like it ("a la costa" is the coast)
    ['=cost', 2], ['=costs', 2], ['=costed', 2], ['costing', 2], ['=costo', 2], ['=costos', 2], ['costaron', 2], ['costado', 2], ['=costar', 2], ['costaba', 2], ['fuel', 0.5], ['petrol', 0.5], ['gasolina', 0.5], ['combustible', 0.5], ['sprit', 0.5], ['benzin', 0.5], ['essence', 0.5], ['carburant', 0.5], ['litre', 0.3], ['liter', 0.3], ['litro', 0.3], ['=gas', 0.5], ['service', 0.5], ['maintenance', 0.5], ['repair', 0.5], ['insurance', 0.3], ['spent', 1.5], ['spend', 1.5], ['expense', 1.5], ['how much did the last', 1], ['per km', 1], ['per mile', 1], ['price', 0.6], ['money', 1],
    ['gastado', 1.5], ['cuesta', 1.5], ['=gasto', 1], ['coste', 1.5], ['costo', 1.5], ['por kilometro', 1],
    ['=ausgegeben', 1.5], ['kostet', 1.5], ['kosten', 1.5], ['pro kilometer', 1],
    ['depense', 1.5], ['coute', 1.5], ['cout', 1.5], ['au kilometre', 1],
    // what the owner paid: "spent", "gaste", "bezahlt", "paye", "combien m'a coute"
    ['=gastos', 1.5], ['ausgaben', 1.5], ['=frais', 1.2], ['=paid', 1.5], ['=pay', 1], ['=gaste', 1.5], ['gastar', 1.5], ['gastamos', 1.5], ['pague', 1.5], ['=pagado', 1.5], ['*bezahlt', 1.5], ['*gezahlt', 1.5], ['gekostet', 1.5], ['*kosten', 1.5], ['=paye', 1.5], ['payer', 1.2], ['=coute', 1.5], ['=argent', 1], ['=dinero', 1], ['=geld', 1],
  ],
  greeting: [
    ['=hi', 2], ['=hello', 2], ['=hey', 2], ['good morning', 2], ['good afternoon', 2], ['good evening', 2], ['=hola', 2], ['buenos dias', 2], ['buenas', 2],
    ['=hallo', 2], ['guten morgen', 2], ['guten tag', 2], ['=moin', 2], ['=servus', 2], ['bonjour', 2], ['=salut', 2], ['bonsoir', 2], ['coucou', 2],
    ['guten abend', 2], ['buenas tardes', 2], ['buenas noches', 2], ['=hey there', 2],
  ],
  smalltalk: [
    ['thank', 2], ['=thx', 2], ['cheers', 1.5], ['great', 1], ['=cool', 1], ['=bye', 2], ['goodbye', 2], ['see you', 1.5], ['helpful', 1], ['awesome', 1], ['perfect', 1], ['=ok', 0.6], ['=okay', 0.6],
    ['gracias', 2], ['=vale', 1], ['adios', 2], ['genial', 1], ['perfecto', 1], ['danke', 2], ['tschuss', 2], ['super', 1], ['hilfreich', 1], ['prima', 0.6],
    ['merci', 2], ['au revoir', 2], ['parfait', 1], ['genial', 1], ['=top', 1],
  ],
  help: [
    ['=help', 2], ['what can you do', 2.5], ['what kind of questions', 2.5], ['what can i ask', 2.5], ['how do you work', 2],
    ['ayuda', 2], ['que puedes hacer', 2.5], ['=hilfe', 2], ['was kannst du', 2.5], ['aide', 2], ['que sais tu faire', 2.5], ['que peux tu faire', 2.5],
    ['what do you know', 2], ['what are you able', 2.5], ['what else can you', 2.5], ['how can you help', 2.5], ['que sabes hacer', 2.5], ['en que me puedes ayudar', 2.5], ['que puedes', 1.5],
    ['was kannst du', 2.5], ['wobei kannst du', 2.5], ['was weisst du', 2], ['tu sais faire', 2.5], ['tu peux faire', 2.5], ['que sais tu', 2], ['a quoi tu sers', 2.5],
  ],
  out_of_scope: [
    ['weather', 2.5], ['joke', 2.5], ['poem', 2.5], ['flight', 2.5], ['hotel', 2.5], ['restaurant', 2.5], ['recipe', 2.5], ['cook', 2.5], ['football', 2.5], ['match', 1.5], ['game', 1.5], ['who won', 2.5],
    ['=buy', 2.5], ['to buy', 2.5], ['best car', 1.5], ['news', 1.5], ['song', 2], ['movie', 2], ['stock', 1.5], ['times', 0.8], ['plus', 0.8], ['book me', 2], ['tell me about yourself', 2],
    ['tiempo hara', 2.5], ['chiste', 2.5], ['partido', 2], ['=gano', 2], ['recomiendame', 1.5], ['receta', 2.5], ['=comprar', 2.5], ['=comprarme', 2.5], ['vuelo', 2.5],
    ['wetter', 2.5], ['witz', 2.5], ['spiel', 1.5], ['gewonnen', 2], ['=tisch', 2], ['rezept', 2.5], ['kaufen', 2.5], ['=flug', 2.5], ['=buch', 1],
    ['temps fera', 2.5], ['=meteo', 2.5], ['blague', 2.5], ['=gagne', 2], ['=recette', 2.5], ['=recettes', 2.5], ['acheter', 2.5], ['=vol', 1.5], ['poeme', 2.5], ['trouve moi', 1],
  ],
};

/** Words that name a car in general (not one of the owner's by name): a question about "the car" with no other topic is about its health. */
export const CAR_WORDS = [
  'car', 'cars', 'vehicle', 'vehicles', 'coche', 'coches', 'carro', 'carros', 'auto', 'autos', 'vehiculo', 'vehiculos', 'wagen', 'fahrzeug', 'fahrzeuge', 'voiture', 'voitures', 'vehicule', 'vehicules',
];

/** Openers of a follow-up that leans on the previous question: "and the Kia?", "what about last week?". */
export const FOLLOW_UP_OPENERS = ['and', 'what about', 'how about', 'same for', 'y', 'y para', 'y el', 'y la', 'und', 'und fur', 'was ist mit', 'wie ist es mit', 'et', 'et pour', 'et la', 'et le'];

/** Questions that ask for more about the previous answer: "why?", "is it serious?". */
export const FOLLOW_UP_ONLY = [
  'why', 'how so', 'is it serious', 'is that bad', 'por que', 'es grave', 'warum', 'wieso', 'ist das schlimm', 'ist das schlecht', 'pourquoi', 'c est grave', 'est ce grave',
];
