/**
 * Real words one slip from a word of the lexicon ('contact' and 'contract'): spelling.ts leaves them
 * as typed. Made by scripts/spelling-exceptions.ts from a 63,875-word English list; run it
 * again after changing the lexicon.
 */
export const realWords = new Set(
  `advertises advises aeration aground airliners aquiculture artiest assents asserts auctions
  automaton automatons averting backing balking banging banning barking basking battier bearding
  bedside bedsides betides blander blanking bleeder blinder blonder blunder boobing booming
  booting boozing braiding brandying brooking browner bunking bushiness busyness buttery caching
  cantering capering carries cashing cations causal changing charily chariot charming charring
  charting cheating clarity clashing closets closure cloture clovers clutters codding codgers
  collusion commence commuter commuting competing composes conceit concert confuting consent
  constriction contest context contrast contrasts contusing convent cording couching courtiers
  cratering crating creaking creaming creasing cremate cremating cresting cruisers crushing
  dabbing defection deigned dejection deriving despatch detention devises directer discard
  discoed downing draftees drifters drifting drivels droning drovers drowsing drubbing elation
  employees employes escorts evacuation evacuations excerpt exiting exorcise expanse expects
  expedience factional falling farther farting fatness filling fillings filming finking firming
  fixings flailing flatter flounder flounders fluster forceps foremasts foretasting forming
  foundling framing frights fronted funking goading gracing grating graving graying grazing
  halving hankers hardness hauling hawkers heaping heaving hostess identify infection infesting
  influences ingesting insureds insures inventing inventor inverting irritation jangles jiggles
  jungles kernels lancing larders larding lasting lauding leading leaning levelling levering
  lifting lilting linting lisping locking looming looping loosing looting lusting magneto manages
  mangers marital marking mashers masking massaging mattering matters melding microscopy migrant
  misters modding molting mopping moralists mortgagers motility mustering musters needled
  needling notional notworks novices offices opining outrages outwits palaces palates pampers
  panning parsons patching paupers pertest photons pinching pirates placers planing planking
  planting pluming plumping positron positrons postures practises prepares primacy primate
  produces profess professes professing programer programers programmes properly protect protects
  provably provides prowess publishes purchasers qualify rackets racking ranging rankling ranting
  ravings reactors readers regally renters repression repressions resorting retainers retorting
  retouches revenge revolve rickets rockers rooking roomers rooming rooting salmons saloons
  scanting scorers scrapping screaming screams sealers seating seeding seeming seeping sequencers
  servile settees settlers settling sexting sheller shilled shingle shoppers sipping sitters
  sitting skippers skipping sleeking slippers slipping slopping smelters snipping solicitous
  solidify sopping sources souring spanning speller spellers spilled splints sporing spotting
  spouting springs spurting starching steamers steaming stiffing stilled stolidity stopping
  storeys streaking streaks studious stuffing surreys sweller swelters swerving swilled swopping
  tacking tasters tasting teaches teeters tenting testier texting thicket thickets thorough
  throughput tickers tirades traders trailing trainees transcribes trawlers treading truckling
  trunking tucking turning useability vesicles victual vocation vocations wafting waiters wanking
  wasting whither whiting wintery wording worming writhing`.split(/\s+/),
);
