/**
 * Real words one slip from a word of the lexicon ('contact' and 'contract'): spelling.ts leaves them
 * as typed. Made by scripts/spelling-exceptions.ts from a 63,875-word English list; run it
 * again after changing the lexicon.
 */
export const realWords = new Set(
  `actions aeration aground airliners analyses analysis artiest assents asserts automaton backing
  balking banging banning barking basking battier bedside bedsides betides blander blanking
  bleeder blinder blonder blunder braiding brandying browner bunking bushiness busyness cantering
  capering carries changing charily chariot charming charring charting cheating clarity closure
  cloture codding codgers commence commuter commuting competing conceit concert consent
  constriction contact contacts contest context contrast contrasts convent cording courtiers
  cratering crating creaking creaming creasing cremate cremating cresting deigned devises
  directer discard discoed draftees drifters drifting elation escorts excerpt exiting exorcise
  expects factional failing farther farting fatness fending filling filming finking firming
  flatter flounder flounders fluster foiling forceps forming foundling framing frights fronted
  halving heaping heaving hostels identify influences insureds insures inventor lancing larding
  lasting lauding leading leaning lifting lilting linting lisping locking looming looping loosing
  looting lusting magneto manages mangers marking mashers masking mattering matters migrant
  misters mortgagers mustering musters needled needling notional opining outwits palaces pampers
  panning parsons patents paupers pertest photons placers planing planking planting positron
  positrons postures primacy primate produces professes programer programers programmes properly
  protect protects provably provides publishes qualify reactors readers regally renters resorting
  retorting revenge revolve salmons saloons scanting scrapping screaming sealers seating seeding
  seeming seeping sequencers servile settling sexting sheller sipping sitting skipping sleeking
  slipping slopping snipping solidify sopping souring spanning speller spellers starching
  steamers steaming stiffing stolidity stopping storeys stories streaking studious stuffing
  sweller swerving swopping tacking tasters tasting teaches teeters tenting testier texting
  thorough throughput trailers trailing trainees transcribes treading truckling trunking tucking
  turning unclear useability vesicles victual vocations wafting waiters wanking wasting whither
  whiting wintery wording worming writhing`.split(/\s+/),
);
