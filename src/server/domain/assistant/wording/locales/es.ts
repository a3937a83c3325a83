import type { PaperKind } from '../../facts/paper-status';
import { formatNumberIn } from '../locale-format';
import type { Messages, OilVerdict, WarningLamp } from './en';

type Level = 'fuel' | 'charge';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const n = (value: number) => formatNumberIn('es', value);

const LAMPS: Record<WarningLamp, string> = { airbag: 'del airbag (SRS)', abs: 'del ABS', tirePressure: 'de presión de neumáticos', checkEngine: 'de avería del motor' };
const LAMP_ADVICE: Record<WarningLamp, string> = {
  airbag: 'Haz revisar el sistema de airbag cuanto antes: los airbags podrían no activarse en un choque.',
  abs: 'Haz revisar los frenos pronto: funcionan, pero las ruedas pueden bloquearse en una frenada fuerte.',
  tirePressure: 'Comprueba la presión de los cuatro neumáticos y busca un pinchazo lento.',
  checkEngine: 'Haz diagnosticar el motor pronto; un lector de códigos de avería muestra por qué está encendido.',
};
const OIL: Record<OilVerdict, string> = { criticallyLow: 'críticamente bajo', low: 'bajo', high: 'por encima del máximo', criticallyHigh: 'muy por encima del máximo' };
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;

const PAPER: Record<PaperKind, string> = { registration: 'permiso de circulación', insurance: 'seguro' };
const SYSTEMS: Record<string, string> = {
  'Brakes and cruise control': 'Frenos y control de crucero',
  'Climate and power steering': 'Climatización y dirección asistida',
  'Computer and outputs': 'Centralita y salidas',
  Emissions: 'Emisiones',
  'Engine auxiliaries': 'Auxiliares del motor',
  'Engine cooling': 'Refrigeración del motor',
  'Engine protection': 'Protección del motor',
  'Fuel and air metering': 'Dosificación de combustible y aire',
  'Fuel injection': 'Inyección de combustible',
  'Fuel level': 'Nivel de combustible',
  'Hybrid / EV propulsion': 'Propulsión híbrida / eléctrica',
  'Ignition / misfire': 'Encendido / fallos de encendido',
  'Ignition and engine position sensors': 'Sensores de encendido y posición del motor',
  'Oxygen sensor heaters': 'Calentadores de sondas lambda',
  'Oxygen sensors': 'Sondas lambda',
  'Speed and idle control': 'Control de velocidad y ralentí',
  'Starting and charging': 'Arranque y carga',
  Transmission: 'Transmisión',
  'Turbocharger / supercharger': 'Turbo / compresor',
  'Variable valve timing': 'Distribución variable',
  Unknown: 'Desconocido',
};

export const es: Messages = {
  common: {
    and: 'y',
    relativeDays: (days, abs) =>
      days === 0 ? 'hoy' : days === 1 ? 'mañana' : days === -1 ? 'ayer' : days > 1 ? `dentro de ${abs} días` : `hace ${abs} días`,
  },
  status: { optimal: 'óptimo', attention: 'requiere atención', service: 'necesita taller' },
  severity: { critical: 'crítica', high: 'alta', medium: 'media', low: 'baja' },
  dtcSystem: (system) => SYSTEMS[system] ?? system,
  tyres: { frontLeft: 'delantero izquierdo', frontRight: 'delantero derecho', rearLeft: 'trasero izquierdo', rearRight: 'trasero derecho' },
  errors: {
    noVehicleSelected: 'No hay ningún vehículo seleccionado. Conecta un vehículo mediante DIMO o elige uno en tu panel.',
    noVehicleData:
      'Ahora mismo no puedo acceder a los datos de tu vehículo. Puede que la conexión MCP no funcione, que no se haya encontrado el token del vehículo, que haya fallado la autenticación o que el vehículo no esté conectado. Comprueba la conexión e inténtalo de nuevo.',
    aiFailureWithData:
      'Tengo problemas con el servicio de análisis con IA, pero veo algunos datos del vehículo. Inténtalo más tarde o contacta con soporte si el problema continúa.',
    fleetFailure: 'Ahora mismo tengo problemas para analizar todos los vehículos. Inténtalo de nuevo en un momento.',
    generic: 'Lo siento, se produjo un error al analizar tu vehículo. Inténtalo de nuevo o comprueba que los servicios estén bien configurados.',
  },
  followUp: {
    health: '¿Cómo está mi coche en general?',
    trip: '¿Está mi coche listo para un viaje largo?',
    maintenanceDue: '¿Qué mantenimiento toca pronto?',
    week: '¿Cuánto he conducido esta semana?',
    documents: '¿Cuándo vencen mi permiso de circulación y mi seguro?',
    fleetFirst: '¿Cuál de mis vehículos necesita atención primero?',
    fleetTrip: '¿Qué vehículos están listos para un viaje?',
    fleetMaintenance: '¿Qué mantenimiento toca en todos mis vehículos?',
    fleetUsage: '¿Cuánto han recorrido todos mis vehículos esta semana?',
    aboutCode: (code) => `¿Qué significa ${code}?`,
  },
  signals: {
    missing: {
      voltage: 'tensión de la batería de 12 V',
      coolant: 'temperatura del refrigerante',
      tyres: 'presión de los neumáticos',
      fuel: 'nivel de combustible',
      charge: 'nivel de carga de la batería',
      troubleCodes: 'códigos de avería',
    },
    voltageLow: {
      insight: (v) => `La batería de 12 V está a ${v} V, por debajo de los 12,0 V que mantiene en reposo una batería sana.`,
      recommendation: (v) => `Haz revisar pronto la batería de 12 V y el sistema de carga; con ${v} V puede que el coche no arranque.`,
    },
    voltageHigh: {
      insight: (v) => `El sistema de 12 V marca ${v} V, por encima de los 15,0 V que un sistema de carga no debería superar.`,
      recommendation: 'Haz revisar el alternador y el regulador de tensión por sobrecarga.',
    },
    coolantHot: {
      insight: (c) => `El refrigerante está a ${c} °C, por encima del límite de 110 °C: el motor se está sobrecalentando.`,
      recommendation: 'Detente cuando sea seguro y deja enfriar el motor; luego comprueba el nivel de refrigerante y haz revisar el sistema de refrigeración antes de seguir.',
    },
    coolantCold: {
      insight: (c) => `El refrigerante está a ${c} °C con el motor en marcha, por debajo del rango de funcionamiento de 80-110 °C.`,
      recommendation: 'Si el refrigerante sigue por debajo de 80 °C tras 15 minutos de conducción, haz revisar el termostato.',
    },
    engineLoad: {
      insight: (l) => `La carga del motor es del ${l} %, por encima del 80 % que no supera la conducción normal.`,
      recommendation: 'Si la carga del motor sigue por encima del 80 % en conducción normal, haz revisar el filtro de aire, el encendido y el escape.',
    },
    intake: {
      insight: (c) => `La temperatura del aire de admisión es de ${c} °C, fuera del rango normal de 0-60 °C.`,
      recommendation: 'Haz revisar el sensor de temperatura del aire de admisión y comprueba que la admisión no aspire aire caliente del motor.',
    },
    barometric: {
      insight: (p) => `La presión barométrica marca ${p} kPa, fuera del rango de 80-120 kPa que puede tener el aire.`,
      recommendation: 'Una lectura barométrica fuera de 80-120 kPa suele indicar un sensor barométrico o MAP defectuoso; hazlo revisar.',
    },
    rpm: {
      insight: (r) => `El motor iba a ${r} rpm en la última lectura, donde aumentan el desgaste y el consumo.`,
      recommendation: 'Cambia de marcha antes y evita mantener revoluciones altas, sobre todo con el motor frío.',
    },
    tyreLow: {
      insight: (tyre, pressure) => `El neumático ${tyre} está a ${pressure}, por debajo del mínimo de 200 kPa.`,
      recommendation: (tyre) => `Infla el neumático ${tyre} a la presión de la etiqueta de la puerta del conductor y revisa si tiene un pinchazo lento.`,
    },
    levelLow: {
      insight: (kind, percent) => `${kind === 'fuel' ? 'El combustible' : 'La carga de la batería'} está al ${percent} %, por debajo del 20 %.`,
      recommendation: (kind) => (kind === 'fuel' ? 'Reposta pronto.' : 'Carga la batería pronto.'),
    },
    service: {
      overdue: (d) => `La revisión programada está vencida por ${d}.`,
      due: (d) => `La revisión programada toca dentro de ${d}.`,
      recommendation: 'Reserva la revisión programada.',
    },
    warningLamp: {
      insight: (lamp) => `El testigo ${LAMPS[lamp]} está encendido.`,
      recommendation: (lamp) => LAMP_ADVICE[lamp],
    },
    oilLevel: {
      insight: (level) => `El coche indica el nivel de aceite del motor ${OIL[level]}.`,
      recommendation: (level) =>
        level === 'criticallyLow' ? 'Añade aceite de motor antes de seguir conduciendo: con tan poco aceite el motor puede dañarse.' : level === 'low' ? 'Añade aceite de motor pronto, del tipo que indica el manual.' : 'Haz retirar el aceite sobrante: el exceso puede dañar las juntas y el catalizador.',
    },
    healthy: {
      battery: (v) => `batería de 12 V (${v} V)`,
      coolant: (c) => `refrigerante (${c} °C)`,
      engineLoad: (l) => `carga del motor (${l} %)`,
      intake: (c) => `aire de admisión (${c} °C)`,
      barometric: (p) => `presión barométrica (${p} kPa)`,
      tyres: (count, first, range) =>
        `${count === 4 ? 'los cuatro neumáticos' : count === 1 ? `neumático ${first}` : `${count} neumáticos`} (${range})`,
      level: (kind: Level, percent) => `${kind === 'fuel' ? 'combustible' : 'carga de la batería'} (${percent} %)`,
    },
    healthyRanges: (readings, count) => `${readings} ${count === 1 ? 'está' : 'están'} en rangos saludables.`,
    noTroubleCodes: 'No hay códigos de avería almacenados.',
    stale: (date, ago) => `Los últimos datos son del ${date} (${ago}); las lecturas pueden haber cambiado desde entonces.`,
  },
  troubleCode: {
    known: (code, system, severity, meaning) => `Hay almacenado el código de avería ${code} (${system.toLowerCase()}, gravedad ${severity}): ${meaning}.`,
    unknown: (code, what) => `Hay almacenado el código de avería ${code}: un ${what} que no está en mi lista de códigos conocidos.`,
    action: {
      critical: (code) => `Deja de conducir en cuanto sea seguro y haz diagnosticar ${code} antes de volver a usar el coche.`,
      high: (code) => `Haz diagnosticar ${code} antes de cualquier viaje largo.`,
      medium: (code) => `Reserva pronto un diagnóstico de ${code}.`,
      low: (code) => `Menciona ${code} en la próxima revisión.`,
    },
  },
  codeAdvice: {
    critical: (code) => `Deja de conducir en cuanto sea seguro y haz revisar ${code} antes de volver a usar el coche.`,
    high: (code) => `Haz diagnosticar ${code} pronto y evita viajes largos hasta entonces.`,
    medium: (code) => `Reserva un diagnóstico de ${code} en las próximas semanas.`,
    low: (code) => `${code} no es urgente; menciónalo en la próxima revisión.`,
  },
  health: {
    noTelemetry: (name, score) => `${name} todavía no ha enviado telemetría en directo, así que la puntuación de salud es la predeterminada, ${score}.`,
    connectAndDrive: 'Asegúrate de que el vehículo esté conectado y compartido con esta aplicación, y conduce un poco para que envíe datos nuevos.',
    allHealthy: (name) => `Todo lo que informa ${name} parece en buen estado.`,
    noActionNeeded: 'No hace falta hacer nada ahora; sigue el plan de mantenimiento habitual.',
    notReported: (list) => `Este coche no informa: ${list}.`,
  },
  papers: {
    name: PAPER,
    expiredOn: (kind, date) => `El ${PAPER[kind]} venció el ${date}.`,
    expiresOn: (kind, date) => `El ${PAPER[kind]} vence el ${date}.`,
    expiresIn: (kind, date, when) => `El ${PAPER[kind]} vence el ${date} (${when}).`,
    noExpiryDate: (kind) => `El ${PAPER[kind]} archivado no indica fecha de vencimiento.`,
    notOnFile: (kind) => `No hay ningún documento de ${PAPER[kind]} archivado.`,
    yourExpiredOn: (kind, date) => `Tu ${PAPER[kind]} venció el ${date}.`,
    yourExpiresOn: (kind, date, when) => `Tu ${PAPER[kind]} vence el ${date} (${when}).`,
    yourValidUntil: (kind, date) => `Tu ${PAPER[kind]} es válido hasta el ${date}.`,
    renewNow: (kind) => `Renueva el ${PAPER[kind]} ya.`,
    renewBefore: (kind, date) => `Renueva el ${PAPER[kind]} antes del ${date}.`,
    renewBeforeLapse: (kind) => `Renueva el ${PAPER[kind]} antes de que venza.`,
    renewExpired: (kind, date) => `Renueva el ${PAPER[kind]}: venció el ${date}.`,
    renewBeforeDriving: (kind) => `Renueva el ${PAPER[kind]} antes de conducir.`,
    uploadToBeReminded: (kind) => `Sube tu ${PAPER[kind]} para que pueda avisarte antes de que venza.`,
    checkConflict: (kind) => `Comprueba qué documento de ${PAPER[kind]} es el correcto; puedes elegirlo en la página del vehículo.`,
  },
  trip: {
    theTrip: (distance) => `el viaje de ${distance}`,
    aLongTrip: 'un viaje largo',
    noTelemetry: {
      risk: 'Sin telemetría en directo: no se pudieron comprobar el combustible o la carga, la batería, los neumáticos ni los códigos de avería.',
      recommendation: 'Asegúrate de que el vehículo esté conectado y haya enviado datos recientemente, y vuelve a preguntar.',
    },
    uploadMissingPapers: (kinds) =>
      `Sube ${kinds.map((k) => `tu ${PAPER[k]}`).join(' y ')} para que pueda confirmar que ${kinds.length > 1 ? 'son válidos' : 'es válido'}.`,
    walkAround: 'Da una vuelta rápida al coche antes de salir: luces, neumáticos y niveles de líquidos.',
    range: {
      notReported: 'No se informan la autonomía ni el nivel de combustible o carga; compruébalos antes de salir.',
      value: (distance, estimated) => `${distance}${estimated ? ' (estimada)' : ''}`,
      shortOfTrip: (range, trip) => `La autonomía de ${range} es menor que ${trip}.`,
      stopOnTheWay: (kind) =>
        kind === 'fuel' ? 'Planifica una parada para repostar o llena el depósito antes de salir.' : 'Planifica una parada de carga o carga al completo antes de salir.',
      shortForLongTrip: (range) => `La autonomía de ${range} es corta para un viaje largo.`,
      fillUp: (kind) => (kind === 'fuel' ? 'Llena el depósito antes de salir.' : 'Carga al completo antes de salir.'),
      enough: (range, basis, trip) => `La autonomía es de ${range}${basis ? ` (${basis})` : ''}${trip ? `, suficiente para ${trip}` : ''}.`,
      fromKwh: (kwh) => `con ${kwh} kWh restantes a unos 18 kWh cada 100 km`,
      fromLitres: (litres) => `con ${litres} l de combustible a unos 8 l cada 100 km`,
      fromLevel: (percent, kind, full) => `con el ${percent} % de ${kind === 'fuel' ? 'combustible' : 'carga'}, suponiendo unos ${full} con el depósito lleno`,
    },
    level: {
      risk: (kind, percent) => `${kind === 'fuel' ? 'El combustible' : 'La carga de la batería'} está al ${percent} %.`,
      recommendation: (kind) => (kind === 'fuel' ? 'Reposta antes de salir.' : 'Carga antes de salir.'),
    },
    voltage: {
      risk: (v) => `La batería de 12 V está débil, a ${v} V; puede que el coche no vuelva a arrancar tras una parada.`,
      recommendation: 'Haz revisar la batería de 12 V antes del viaje.',
    },
    coolantHot: {
      risk: (c) => `El motor se está sobrecalentando: refrigerante a ${c} °C.`,
      recommendation: 'No empieces el viaje hasta que hayan revisado el sistema de refrigeración.',
    },
    coolantCold: {
      risk: (c) => `El refrigerante está solo a ${c} °C con el motor en marcha.`,
      recommendation: 'Si el indicador de temperatura sigue bajo tras calentarse, haz revisar el termostato.',
    },
    tyre: {
      risk: (tyre, flat, pressure) => `El neumático ${tyre.toLowerCase()} está ${flat ? 'casi desinflado' : 'bajo'}, a ${pressure}.`,
      recommendation: (tyre, flat) => `Infla el neumático ${tyre} a la presión de la etiqueta de la puerta${flat ? ' y revisa si está pinchado' : ''} antes de salir.`,
      notReported: 'No se informa la presión de los neumáticos; compruébala antes de salir.',
    },
    service: {
      overdue: (what, reason) => `${what} está vencido: ${reason}`,
      overdueRecommendation: 'Haz el mantenimiento vencido antes de un viaje largo.',
      duringTrip: (distance) => `La revisión programada vence durante el viaje (dentro de ${distance}).`,
      soon: (what, reason) => `${what} toca pronto: ${reason}`,
      soonRecommendation: 'Plantéate hacer la revisión antes del viaje.',
    },
    analysis: {
      ready: (vehicle, score, trip) => `${vehicle} obtiene ${score}/100 de preparación para el viaje y parece listo para ${trip}.`,
      blocked: (vehicle, score, trip) => `${vehicle} obtiene ${score}/100 de preparación para el viaje y no está listo para ${trip}: primero resuelve el problema que lo impide.`,
      notReady: (vehicle, score, trip) => `${vehicle} obtiene ${score}/100 de preparación para el viaje, por debajo de los 70 necesarios para ${trip}.`,
      mainRisks: (count, risks) => `${count === 1 ? 'Riesgo principal' : `Riesgos principales (${count})`}: ${risks}.`,
      noRisks: 'No se encontraron riesgos en los datos enviados.',
    },
  },
  maintenance: {
    summary: {
      nothingOnFile: (name) =>
        `No hay registros de mantenimiento ni plan de revisiones archivados para ${name}. Añade una factura de taller o un registro de mantenimiento y llevaré el control de lo que toca.`,
      nothingDue: (name, window) => `Nada está vencido ni toca dentro de tu margen de aviso (${window}) para ${name}.`,
      nothingScheduled: (name) => `No hay mantenimiento programado para ${name}.`,
      overdueCount: (count) => `${plural(count, 'tarea vencida', 'tareas vencidas')}`,
      soonCount: (count) => `${n(count)} ${count === 1 ? 'que toca' : 'que tocan'} pronto`,
      has: (name, counts, names) => `${name} tiene ${counts}: ${names}.`,
      window: (days, distance) => `${n(days)} días o ${distance}`,
      lastService: (type, date, at) => `Última revisión: ${type} el ${date}${at ? ` con ${at}` : ''}.`,
      noPastService: 'No hay ninguna revisión anterior registrada.',
      later: (count) => `${plural(count, 'tarea más', 'tareas más')} ${count === 1 ? 'está programada' : 'están programadas'} para más adelante.`,
    },
  },
  usage: {
    noLevelHistory: (kind) => `Todavía no hay historial de ${kind === 'fuel' ? 'combustible' : 'carga'}.`,
    noHistory: (name, days) => `Todavía no hay historial de conducción de ${name}: el coche no ha enviado datos de cuentakilómetros ni de velocidad en los últimos ${days} días.`,
    driveToGetHistory: 'Conduce el coche con la conexión activa; el historial aparece tras un día de datos.',
    droveOn: (driving, days, total) => `Condujo ${driving} de los últimos ${days} días, ${total} en total.`,
    droveOnUnknownDistance: (driving, days) =>
      `Condujo ${driving} de los últimos ${days} días; no se informa el historial del cuentakilómetros, así que la distancia es desconocida.`,
    longestDay: (distance, day) => `Día más largo: ${distance} el ${day}.`,
    shortTrips: (pace) => `Sobre todo trayectos cortos: unos ${pace} por día de conducción.`,
    longDays: (pace) => `Distancias diarias largas: unos ${pace} por día de conducción.`,
    moderateUse: (pace) => `Uso moderado: unos ${pace} por día de conducción.`,
    topSpeed: (speed, day) => `Velocidad máxima: ${speed} el ${day}.`,
    parked: (days) => `Aparcado durante los últimos ${days} días.`,
    refuelled: (kind, times, days) =>
      `${kind === 'charge' ? 'Cargado' : 'Repostado'} ${times === 1 ? 'una vez' : `${times} veces`} en los últimos ${days} días.`,
    notMoved: (days) => `El coche no se ha movido en ${days} días; condúcelo 20 minutos o usa un mantenedor de batería para que la batería de 12 V siga cargada.`,
    shortTripsAdvice: (kind) =>
      kind === 'charge'
        ? 'Las distancias diarias cortas le van bien a un coche eléctrico; cargar hasta un 80 % basta para este uso.'
        : 'Los trayectos cortos impiden que el motor alcance su temperatura de funcionamiento; agrupa recados o haz un trayecto más largo una vez por semana.',
    highMileageAdvice: 'Con este kilometraje, revisa la presión de los neumáticos y los niveles de líquidos cada semana.',
    fastAdvice: (speed, kind) =>
      `Las velocidades máximas por encima de ${speed} aumentan el ${kind === 'charge' ? 'consumo de energía' : 'consumo de combustible'} y el desgaste de los neumáticos; levantar el pie ahorra dinero.`,
    serviceWithinWeek: (weekly, away) => `A tu ritmo (unos ${weekly} por semana) la próxima revisión (a ${away}) tocará en menos de una semana.`,
    serviceInWeeks: (weekly, away, weeks) =>
      `A tu ritmo (unos ${weekly} por semana) la próxima revisión (a ${away}) será dentro de unas ${plural(weeks, 'semana')}.`,
    normalPattern: 'Tu forma de conducir parece normal; sigue el plan de mantenimiento habitual.',
    consumption: {
      noChargeHistory: 'No hay suficiente historial del nivel de carga para medir el consumo de energía.',
      batteryPercentOnly: (percent) => `Se ha usado alrededor del ${percent} % de la batería (no se informa la capacidad, así que no hay cifra en kWh).`,
      kwhUsed: (kwh) => `${kwh} kWh consumidos`,
      noFuelHistory: 'No hay suficiente historial del nivel de combustible para medir el consumo.',
      tankPercentOnly: (percent) => `Se ha usado alrededor del ${percent} % del depósito (no se informa su tamaño, así que no hay cifra en litros).`,
      litresUsed: (litres) => `${litres} l de combustible consumidos`,
      over: (amount, distance, rate) => `${amount} en ${distance}: ${rate}.`,
    },
  },
  fleet: {
    noVehicles: 'Todavía no hay vehículos conectados.',
    healthScore: (score) => `puntuación de salud ${score}/100`,
    summary: (s) => {
      const parts = [
        s.service ? `${s.service} ${s.service === 1 ? 'necesita' : 'necesitan'} taller` : '',
        s.attention ? `${s.attention} ${s.attention === 1 ? 'requiere' : 'requieren'} atención` : '',
        s.optimal ? `${s.optimal} ${s.optimal === 1 ? 'está' : 'están'} en estado óptimo` : '',
      ].filter(Boolean);
      const noun = s.total === 1 ? 'vehículo' : 'vehículos';
      const issues = s.withIssues > 0 ? ` ${s.withIssues} de ${s.total} ${s.withIssues === 1 ? 'tiene' : 'tienen'} problemas abiertos.` : '';
      return `${s.total} ${noun}: ${parts.join(', ')}. La salud media es ${s.averageHealth}/100; ${s.ready} de ${s.total} ${s.ready === 1 ? 'está listo' : 'están listos'} para un viaje.${issues}`;
    },
    row: (name, health, status, readiness, ready) =>
      `${name}: salud ${health}/100 (${status}), preparación para viaje ${readiness}/100${ready ? '' : ', no está listo para viajar'}.`,
    lookAt: (what) => `Revisa primero ${what}`,
    noneNeedsAttention: 'Ninguno de tus vehículos necesita atención ahora mismo.',
    trip: {
      ready: 'listo',
      notReady: 'no está listo',
      readyFor: (distance, names, best, score) =>
        `Listos para ${distance ? `un viaje de ${distance}` : 'un viaje'}: ${names}. La mejor opción es ${best} (${score}/100).`,
      noneReady: (count) => `Ninguno de tus ${count} vehículos está listo para un viaje ahora mismo.`,
    },
    maintenanceAcross: (count) => `Mantenimiento de tus ${count} vehículos:`,
    usage: {
      row: (name, distance, days) => `${name}: ${distance ?? 'distancia no informada'} en ${plural(days, 'día de conducción', 'días de conducción')}.`,
      noHistory: (name) => `${name}: todavía sin historial de conducción.`,
      total: (distance) => `En los últimos 7 días tus vehículos recorrieron ${distance} en total.`,
    },
    papers: {
      heading: 'Documentos de tus vehículos:',
      expired: (kind, date) => `${PAPER[kind]} vencido el ${date}`,
      validUntil: (kind, date) => `${PAPER[kind]} válido hasta el ${date}`,
      noExpiry: (kind) => `${PAPER[kind]} archivado sin fecha de vencimiento`,
      notOnFile: (kind) => `sin ${PAPER[kind]} archivado`,
    },
    codes: {
      explain: (code, meaning, system, severity, having) =>
        `${code}: ${meaning} (${system}, gravedad ${severity}). ${having ? `Almacenado en ${having}.` : 'Ninguno de tus vehículos lo informa.'}`,
      none: (name) => `${name}: sin códigos de avería.`,
      notReported: (name) => `${name}: no informa códigos de avería.`,
      byVehicle: 'Códigos de avería por vehículo:',
    },
  },
  keyDates: {
    registrationExpires: 'vence el permiso de circulación',
    registrationRenewal: 'renovación del permiso de circulación',
    insuranceStarts: 'empieza el seguro',
    insuranceExpires: 'vence el seguro',
    serviced: 'revisado',
    nextService: 'próxima revisión',
    inspectionDue: 'toca inspección',
    warrantyExpires: 'vence la garantía',
  },
  documentKinds: {
    registration: 'permiso de circulación',
    insurancePolicy: 'póliza de seguro',
    serviceInvoice: 'factura de taller',
    oilChangeReceipt: 'recibo de cambio de aceite',
    maintenanceRecord: 'registro de mantenimiento',
    insurance: 'seguro',
    receipt: 'recibo',
    manual: 'manual',
    warranty: 'garantía',
    maintenance: 'mantenimiento',
  },
  answer: {
    chooseAllVehicles: 'Para comparar todos tus vehículos, elige Todos los vehículos en el selector de vehículos.',
    noLiveData: (name, cannot) => `Los datos en directo de ${name} no están disponibles ahora mismo, así que no puedo ${cannot}.`,
    cannot: {
      healthCheck: 'revisar su batería, refrigerante, neumáticos o códigos de avería, ni darle una puntuación de salud',
      trip: 'comprobar su autonomía, combustible o carga, batería, neumáticos o códigos de avería',
      codes: 'leer los códigos de avería que tiene almacenados',
      score: 'darle una puntuación de salud',
    },
    healthCheck: (name, vehicle, score, status) => `Revisión de salud de ${name} (${vehicle}): ${score}/100, ${status}.`,
    generalScore: (name, vehicle, score, status) => `${name} (${vehicle}) tiene una puntuación de salud de ${score}/100 (${status}).`,
    canHelp:
      'Puedo ayudarte con una revisión de salud, la preparación para un viaje, el mantenimiento pendiente, cuánto has conducido esta semana, tus documentos y los códigos de avería. Prueba una de las preguntas de abajo.',
    recommendations: 'Recomendaciones:',
    fromRecords: 'Lo que sé por tus registros:',
    risks: 'Riesgos:',
    beforeYouGo: 'Antes de salir:',
    uploadServiceRecords: 'Sube facturas de taller o añade registros de mantenimiento para que pueda controlar lo que toca.',
    book: {
      warranty: 'Haz revisar todo lo que cubre la garantía antes de que venza.',
      inspection: 'Reserva la inspección.',
      nextService: 'Reserva la próxima revisión programada.',
      work: (what) => `Reserva: ${what}.`,
    },
    usage: {
      covered: (days, name, distance, driving) =>
        `En los últimos ${days} días ${name} recorrió ${distance} en ${plural(driving, 'día de conducción', 'días de conducción')}.`,
      drivenUnknownDistance: (days, name, driving) =>
        `En los últimos ${days} días ${name} se condujo ${plural(driving, 'día')}; la distancia es desconocida porque no se informa el historial del cuentakilómetros.`,
      averageTopSpeed: (speed) => `Media de las velocidades máximas diarias: ${speed}.`,
      speedNotReported: 'No se informa la velocidad.',
      consumption: (kind, text) => `${kind === 'charge' ? 'Energía' : 'Combustible'}: ${text}`,
    },
    documents: {
      none: (name) => `Todavía no hay documentos archivados de ${name}.`,
      onFile: (count, name) => `${plural(count, 'documento')} de ${name}:`,
      uploaded: (document, date) => `${document}, subido el ${date}`,
      noDates: ': no se encontraron fechas',
      notRead: ': todavía no leído',
      comingUp: 'Próximamente, en los siguientes 30 días:',
    },
    codes: {
      noneStored: (name) => `${name} no tiene códigos de avería almacenados ahora mismo.`,
      notReported: (name) => `${name} no informa códigos de avería, así que no puedo leerlos a distancia.`,
      howToRead: 'Si hay un testigo encendido, un taller o un lector OBD-II puede leer el código; dime el código (por ejemplo P0420) y te lo explico.',
      storedNow: 'Está almacenado en tu coche ahora mismo.',
      notReportingIt: 'Tu coche no lo está informando ahora mismo.',
      explain: (code, meaning, system, severity, onCar, advice) => `${code}: ${meaning}. Sistema: ${system}. Gravedad: ${severity}. ${onCar} ${advice}`,
      alsoStored: (codes) => `También almacenados en tu coche: ${codes}.`,
    },
    overview: {
      level: (kind, percent) => `${kind === 'fuel' ? 'El combustible' : 'La carga de la batería'} está al ${percent} %.`,
      levelNotReported: (kind) => `No se informa el nivel de ${kind === 'fuel' ? 'combustible' : 'carga de la batería'}.`,
      odometer: (distance) => `Cuentakilómetros: ${distance}.`,
      odometerNotReported: 'No se informa el cuentakilómetros.',
    },
  },
  llm: {
    answerIn: 'Responde en español.',
  },
  /** short direct answers (one reading, document fact or cost) and the conversation's own replies */
  direct: {
    capabilities: 'salud, batería, combustible o carga, autonomía, neumáticos, refrigerante, códigos de avería, viajes, mantenimiento, conducción y consumo, ubicación, documentos (permiso de circulación, seguro, matrícula) y costes',
    greeting: (name) => `¡Hola! Pregúntame lo que quieras sobre ${name}: por ejemplo los neumáticos, el combustible, la próxima revisión o el seguro.`,
    smalltalk: 'De nada. Pregúntame cuando quieras sobre tus vehículos.',
    help: (caps) => `Puedo ayudarte con tus vehículos: ${caps}. Pregunta en español, inglés, alemán o francés, y nombra un coche para preguntar por él.`,
    outOfScope: (caps) => `Puedo ayudarte con tus vehículos: ${caps}. Esa pregunta queda fuera de lo que sé.`,
    unclear: '¿Puedes concretar un poco más? Por ejemplo: "¿Cómo está la batería?", "¿Cuándo toca la próxima revisión?" o "¿Está listo el coche para un viaje de 300 km?"',
    clarify: {
      topics: (options) => `¿Te refieres a ${options}?`,
      vehicles: (options) => `¿Cuál: ${options}?`,
      vehicle: (name) => `el ${name}`,
      or: 'o',
      option: {
        battery12v: 'la batería de 12 V',
        tractionCharge: 'la carga de la batería de alta tensión',
        nextService: 'cuándo toca la próxima revisión',
        serviceCosts: 'lo que costaron las revisiones anteriores',
        spent: 'cuánto has gastado',
        energyLeft: 'cuánto combustible o carga queda',
        driven: 'cuánto has conducido',
      },
    },
    notReported: (name, what) => `${name} no informa de ${what}.`,
    battery: {
      what: 'la tensión de la batería de 12 V',
      lead: (volts, verdict) => `Tu batería de 12 V marca ${volts} V: ${es.direct.battery.verdict[verdict]}.`,
      verdict: { low: 'baja', adequate: 'aceptable', healthy: 'bien', high: 'demasiado alta' },
      detail: 'Una batería sana mantiene 12,4-12,7 V en reposo; por debajo de 12,0 V puede no arrancar el coche, por encima de 15 V el sistema de carga sobrecarga.',
    },
    level: {
      what: { fuel: 'el nivel de combustible', charge: 'la carga de la batería' },
      fuel: (percent, litres) => `Combustible: ${percent} %${litres ? ` (unos ${litres} l)` : ''}.`,
      charge: (percent, kwh) => `Carga de la batería: ${percent} %${kwh ? ` (${kwh} kWh)` : ''}.`,
      low: { fuel: 'Es poco: reposta pronto.', charge: 'Es poco: carga pronto.' },
      range: (range) => `Autonomía: unos ${range}.`,
    },
    range: {
      what: 'la autonomía',
      lead: (range) => `Autonomía: unos ${range} con lo que queda.`,
      estimated: (range) => `El coche no informa de la autonomía; con el consumo de esta semana serían unos ${range}.`,
    },
    odometer: { what: 'el cuentakilómetros', lead: (distance) => `El cuentakilómetros marca ${distance}.` },
    speed: {
      what: 'la velocidad',
      top: (speed, day) => `Velocidad máxima de los últimos 7 días: ${speed} (el ${day}).`,
      topInPeriod: (speed, from, to) => `Velocidad máxima del ${from} al ${to}: ${speed}.`,
      over: (limit, speed) => `Sí: tu velocidad máxima fue ${speed}, por encima de ${limit}.`,
      notOver: (limit, speed) => `No: tu velocidad máxima fue ${speed}, sin pasar de ${limit}.`,
      now: (speed) => `Velocidad en la última lectura: ${speed}.`,
    },
    coolant: {
      what: 'la temperatura del refrigerante',
      electric: (name) => `${name} es eléctrico: no tiene temperatura de refrigerante del motor.`,
      normal: (t) => `El refrigerante está a ${t} °C: normal (80-110 °C con el motor en marcha).`,
      hot: (t) => `El refrigerante está a ${t} °C: demasiado caliente, el motor se está sobrecalentando. Para cuando sea seguro y deja que se enfríe.`,
      cold: (t) => `El refrigerante está a ${t} °C con el motor en marcha: por debajo de 80-110 °C; debería calentarse en 15 minutos de conducción.`,
      parked: (t) => `El refrigerante marca ${t} °C con el motor apagado: normal en un coche aparcado (solo lo valoro con el motor en marcha).`,
    },
    body: {
      what: 'cierre, puertas y ventanillas',
      locked: (name) => `${name} está cerrado con llave.`,
      unlocked: (name) => `${name} no está cerrado con llave.`,
      open: (parts) => `Abierto: ${parts}.`,
      allClosed: 'Puertas, ventanillas y maletero están cerrados.',
      parts: {
        driverDoor: 'puerta del conductor',
        passengerDoor: 'puerta del acompañante',
        rearLeftDoor: 'puerta trasera izquierda',
        rearRightDoor: 'puerta trasera derecha',
        driverWindow: 'ventanilla del conductor',
        passengerWindow: 'ventanilla del acompañante',
        rearLeftWindow: 'ventanilla trasera izquierda',
        rearRightWindow: 'ventanilla trasera derecha',
        frontTrunk: 'maletero delantero',
        trunk: 'maletero',
      },
    },
    tyres: {
      what: 'la presión de los neumáticos',
      allFine: (range) => `Los cuatro neumáticos están bien: ${range}.`,
      low: (which, pressure) => `El neumático ${which} está bajo: ${pressure} (mínimo 200 kPa). Ínflalo y revisa si pierde aire.`,
      each: (label, pressure) => `${label}: ${pressure}`,
      target: 'La presión correcta está en la etiqueta del marco de la puerta del conductor (a menudo 220-250 kPa).',
    },
    location: {
      notShared: (name) => `${name} no comparte su ubicación con esta aplicación (no se ha concedido el permiso de ubicación).`,
      lead: (lat, lon, when) => `Última ubicación: ${lat}, ${lon} (${when}).`,
      map: (url) => `Mapa: ${url}`,
    },
    lastSeen: {
      never: (name) => `${name} aún no ha enviado datos.`,
      lead: (name, when, ago) => `${name} envió datos por última vez el ${when} (${ago}).`,
      stale: 'Hace más de 2 días; las lecturas pueden haber cambiado.',
    },
    consumption: {
      none: 'No hay suficiente conducción en los últimos 7 días para calcular el consumo.',
      fuel: (rate, litres, distance) => `Consumo de los últimos 7 días: ${rate} (${litres} l en ${distance}).`,
      energy: (rate, kwh, distance) => `Consumo de energía de los últimos 7 días: ${rate} (${kwh} kWh en ${distance}).`,
    },
    refuels: {
      none: 'Ningún repostaje en los últimos 7 días.',
      count: (count) => (count === 1 ? '1 repostaje en los últimos 7 días.' : `${count} repostajes en los últimos 7 días.`),
      last: (day, from, to, litres) => `Último repostaje: ${day}, del ${from} % al ${to} %${litres ? ` (+${litres} l)` : ''}.`,
    },
    charging: {
      now: (name) => `${name} está cargando ahora mismo.`,
      notNow: (name) => `${name} no está cargando ahora mismo.`,
      none: 'Ninguna sesión de carga en los últimos 7 días.',
      count: (count, kwh) => `${count === 1 ? '1 sesión de carga' : `${count} sesiones de carga`} en los últimos 7 días${kwh ? `, ${kwh} kWh añadidos` : ''}.`,
      last: (day, duration, from, to) => `Última carga: ${day}, ${duration}, del ${from} % al ${to} %.`,
      notElectric: (name) => `${name} no es eléctrico, así que no tiene sesiones de carga.`,
    },
    papers: {
      provider: (v) => `Aseguradora: ${v}.`,
      policy: (v) => `Número de póliza: ${v}.`,
      premium: (v) => `Prima: ${v}.`,
      coverage: (v) => `Cobertura: ${v}.`,
      effective: (v) => `En vigor desde el ${v}.`,
      notStated: (fact) => `El documento del seguro no indica ${fact}.`,
      facts: { provider: 'la aseguradora', policy: 'el número de póliza', premium: 'la prima', coverage: 'la cobertura' },
      plate: (plate) => `Tu matrícula es ${plate}.`,
      noPlate: 'Ningún documento indica todavía la matrícula; sube el permiso de circulación y la leeré.',
      vin: (vin) => `El número de bastidor (VIN) es ${vin}.`,
      noVin: 'El VIN aún no se conoce: el coche no lo informa y ningún documento lo indica.',
    },
    costs: {
      lastService: (what, day, cost) => `El último servicio con coste, ${what} el ${day}, costó ${cost}.`,
      fuelWeek: (cost, amount, unit, perWeek) => `Unos ${cost} a la semana: usaste ${perWeek} ${unit} por semana en los últimos 7 días, a ${amount} por ${unit}.`,
      fuelWeekNoUse: 'No puedo calcular el gasto semanal: no se conoce el combustible usado en los últimos 7 días.',
      askPrice: (unit) => `Dime el precio por ${unit} (por ejemplo "a 1,75 el ${unit}") y calcularé el gasto semanal.`,
      excludes: 'El combustible y la carga no se incluyen salvo que me des un precio.',
    },
    otherVehicle: (name, selected) => `${name} no es el vehículo seleccionado en el chat (${selected}); esta es la respuesta sobre ${name}. Elígelo en el selector de vehículos para cambiar.`,
    periodNote: (from, to) => `Solo tengo los datos de conducción de los últimos 7 días, no del ${from} al ${to}.`,
  },
  periods: {
    names: { yesterday: 'ayer', today: 'hoy', lastWeek: 'la semana pasada', thisWeek: 'esta semana', lastMonth: 'el mes pasado', thisMonth: 'este mes', lastYear: 'el año pasado', thisYear: 'este año' },
    named: (name, range) => `${name} (${range})`,
    since: (day) => `desde el ${day}`,
    between: (from, to) => `del ${from} al ${to}`,
    dataSince: (asked, name, day) => `Preguntaste por ${asked}; ${name} solo envía datos desde el ${day}, así que las cifras empiezan ahí.`,
    noData: (name, period) => `${name} no envió datos de conducción ${period}.`,
    covered: (period, name, distance, driving) => `${cap(period)} ${name} recorrió ${distance} en ${plural(driving, 'día de conducción', 'días de conducción')}.`,
    coveredUnknown: (period, name, driving) =>
      `${cap(period)} ${name} se condujo ${plural(driving, 'día', 'días')}; la distancia no se conoce porque no se envía el historial del cuentakilómetros.`,
    fleetTotal: (period, distance) => `${cap(period)} tus vehículos recorrieron ${distance} en total.`,
    droveOn: (driving, days, total) => `Condujo ${driving} de ${plural(days, 'día', 'días')}, ${total} en total.`,
    parkedAtEnd: (days) => `Aparcado durante los últimos ${days} días del periodo.`,
    refuelled: (kind, times, period) => `${kind === 'charge' ? 'Cargado' : 'Repostado'} ${times === 1 ? 'una vez' : `${times} veces`} ${period}.`,
    notMoved: (period) => `El coche no se movió ${period}; un coche parado necesita 20 minutos de conducción de vez en cuando o un mantenedor de batería para que la batería de 12 V siga cargada.`,
    topSpeed: (period, speed, day) => `Velocidad máxima ${period}: ${speed} (el ${day}).`,
    consumptionNone: (period) => `No hay suficiente conducción ${period} para calcular el consumo.`,
    fuel: (period, rate, litres, distance) => `Consumo ${period}: ${rate} (${litres} l en ${distance}).`,
    energy: (period, rate, kwh, distance) => `Consumo de energía ${period}: ${rate} (${kwh} kWh en ${distance}).`,
    refuelsNone: (period) => `Ningún repostaje ${period}.`,
    refuelsCount: (count, period) => `${count === 1 ? '1 repostaje' : `${count} repostajes`} ${period}.`,
    chargingNone: (period) => `Ninguna sesión de carga ${period}.`,
    chargingCount: (count, kwh, period) => `${count === 1 ? '1 sesión de carga' : `${count} sesiones de carga`} ${period}${kwh ? `, ${kwh} kWh añadidos` : ''}.`,
    fuelWeek: (period, cost, amount, unit, perWeek) => `Unos ${cost} a la semana: usaste ${perWeek} ${unit} por semana ${period}, a ${amount} por ${unit}.`,
    fuelWeekNoUse: (period) => `No puedo calcular el gasto semanal: no se conoce el combustible usado ${period}.`,
  },
  facts: {
    dueKinds: {
      registration_expiry: 'Renovación del permiso de circulación',
      insurance_expiry: 'Renovación del seguro',
      service_due: 'Revisión programada',
      inspection_due: 'Inspección',
      warranty_expiry: 'Fin de la garantía',
      oil_change: 'Cambio de aceite',
      tire_rotation: 'Rotación de neumáticos',
      brake_service: 'Revisión de frenos',
      brake_fluid: 'Líquido de frenos',
      cabin_filter: 'Filtro de habitáculo',
      coolant: 'Refrigerante',
      battery_12v: 'Revisión de la batería de 12 V',
      hv_battery_check: 'Revisión de la batería de alto voltaje',
      custom: 'Recordatorio',
      car_service: 'Revisión programada',
      workshop: 'Visita al taller',
    },
    urgency: { overdue: 'vencido', due_soon: 'pronto', upcoming: 'más adelante', snoozed: 'pospuesto', waiting: 'registrado' },
    when: {
      waiting: (left) => `revisión registrada; a la espera de que el coche ponga a cero su contador de mantenimiento${left ? ` (aún marca ${left} hasta la próxima revisión)` : ''}`,
      workshop: (codes, count) => `${codes} ${count === 1 ? 'requiere' : 'requieren'} ir al taller`,
      onDate: (date, rel) => `el ${date} (${rel})`,
      wasOn: (date, rel) => `vencía el ${date} (${rel})`,
      inDistance: (distance, at) => `dentro de ${distance}${at ? ` (a los ${at})` : ''}`,
      overdueBy: (distance, at) => `vencido hace ${distance}${at ? ` (a los ${at})` : ''}`,
      atOdometer: (at) => `a los ${at}`,
      expected: (date) => `previsto hacia el ${date}`,
      unknown: 'sin fecha ni distancia',
    },
    item: (what, urgency, when, from) => `${what} (${urgency}): ${when}${from ? `, ${from}` : ''}.`,
    source: {
      signal: (at) => (at ? `según el propio coche (${at})` : 'según el propio coche'),
      document: (role, name) => `${role} ${name}`,
      record: (name, date) => `tu registro de mantenimiento «${name}»${date ? ` del ${date}` : ''}`,
      owner: 'tu recordatorio',
      reminder: 'un recordatorio',
      from: (sources) => (sources.startsWith('según') ? sources : `según ${sources}`),
    },
    roles: { registration: 'el permiso de circulación', insurance: 'la póliza de seguro', service: 'la factura del taller', inspection: 'el informe de inspección', other: 'el documento' },
    factNames: {
      registrationExpiry: 'caducidad del permiso de circulación',
      insuranceStart: 'inicio del seguro',
      insuranceExpiry: 'vencimiento del seguro',
      inspectionDue: 'fecha de inspección',
      warrantyExpiry: 'fin de la garantía',
      nextService: 'próxima revisión',
      plate: 'matrícula',
    },
    conflict: (c) =>
      `Según ${c.role} ${c.name}: ${c.value}; según ${c.otherRole} ${c.otherName}, subido el ${c.uploaded}: ${c.otherValue}. ${c.byOwner ? `Elegiste ${c.name}` : `Se usa ${c.name}`}; revisa ${c.otherName}.`,
    noConflicts: 'Tus documentos coinciden entre sí: nada contradictorio.',
    conflictsHeading: (count) => (count === 1 ? 'Hay una discrepancia en tus documentos:' : `Hay ${n(count)} discrepancias en tus documentos:`),
    inForceHeading: 'Lo que dicen tus documentos:',
    inForce: (fact, value, from) => `${cap(fact)}: ${value}, ${from}.`,
    categories: {
      service: 'mantenimiento y reparaciones',
      tyres: 'neumáticos',
      insurance: 'seguro',
      fees: 'matriculación, impuestos y tasas',
      energy: 'combustible y carga',
      other: 'otros',
    },
    spentService: (total, count, period) =>
      `Gastaste ${total} en mantenimiento y reparaciones ${period}: ${count === 1 ? '1 partida' : `${n(count)} partidas`} (sin seguro, tasas ni combustible).`,
    spentCategory: (category, total, count, period) => `Gastaste ${total} en ${category} ${period}: ${count === 1 ? '1 partida' : `${n(count)} partidas`}.`,
    spentAll: (total, count, period) => `Gastaste ${total} en el coche ${period}: ${count === 1 ? '1 partida' : `${n(count)} partidas`}, por categoría:`,
    byCategory: (category, total) => `${cap(category)}: ${total}`,
    notAdded: 'Los importes en monedas distintas no se suman.',
    noneService: (period) => `No hay costes de mantenimiento ni reparaciones registrados ${period}. Añade registros de mantenimiento (o sube facturas) y los sumaré.`,
    noneCategory: (category, period) => `No hay costes de ${category} registrados ${period}.`,
    noneAll: (period) => `No hay costes registrados ${period}. Añade registros de mantenimiento (o sube facturas) y los sumaré.`,
    spendItem: (date, what, amount, from) => `${date}: ${what}, ${amount} (${from})`,
    allTime: (to) => `en total (hasta el ${to})`,
    perKm: (cost, unit, total, distance, period) => `Unos ${cost} por ${unit} en mantenimiento y reparaciones ${period} (${total} en ${distance} recorridos en esos mismos días).`,
    perKmMissing: (why, period) =>
      why === 'no-spend'
        ? `No hay costes de mantenimiento ni reparaciones ${period}, así que no hay coste por distancia.`
        : why === 'not-enough-distance'
          ? `Aún no hay distancia suficiente ${period} para un coste por distancia fiable.`
          : `No puedo calcular un coste por distancia ${period}: aún no se conoce la distancia recorrida.`,
    serviceKinds: { oil_change: 'cambio de aceite', brakes: 'frenos', battery: 'batería', inspection: 'inspección', repair: 'reparación', other: 'mantenimiento', tires: 'neumáticos', fuel: 'combustible' },
    lastSeen: (when) => `Leído del coche ${when}.`,
  },
};
