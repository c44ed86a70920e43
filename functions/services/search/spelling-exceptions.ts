/**
 * Real words one slip from a word of the lexicon ('contact' and 'contract'): spelling.ts leaves them
 * as typed. Made by scripts/spelling-exceptions.ts from a 63,875-word English list; run it
 * again after changing the lexicon.
 */
export const realWords = new Set(
  `advertises advises aeration aground airliners announcers aquiculture artiest assents asserts
  auctions automaton automatons averting backing balking balling banging banning barking basking
  battier bearding bedside bedsides belling betides bilking blander blanking bleeder blinder
  blonder blunder boobing bookend booming booting boozing braiding brandying brooked brooking
  browner bulling bunking bushiness busyness buttery caching cantering capering captious carries
  cashing causal cautions certainty changing chanters chapters chargers charily chariot charmers
  charming charring charting chatters cheating clarity clashing cloning closets closure cloture
  clovers cloying clutters codding codgers collusion commence communist commuter commuting
  competing complete composes compote compute conceit concert confuting consent constriction
  contest context contrast contrasts contusing convent cording couching courtiers cratering
  crating creaking creaming creasing cremate cremating cresting cruisers crushing curtain dabbing
  defection deigned dejection deplored deriving descent despatch detention devises directer
  discard discoed diversify downing draftees drifters drifting dripped drivels droning drooped
  drovers drowsing drubbing elation employees employes enrolment escorts evacuation evacuations
  excerpt exiting exorcise expanse expanses expects expedience factional farther farting fatness
  felling fillings filming finking fireball firming fixings flailing flatter flounder flounders
  fluster forceps foremasts foretasting forming foundling framing frights fronted fulling funking
  goading gracing grating graving graying grazing grooving halving handing hankers hardness
  hauling hawkers heaping heaving hooping hopping horsing hostess identify imposters infection
  infernal infesting influences ingesting instill insureds insures interval inventing inventor
  inverting irritation jangles jiggles jungles kernels lagging lancing larders larding lasting
  lauding leading leaning legging levelling levering licencing lifting lilting linting lisping
  litters locking locution lodging longing looming looping loosing looting lugging lusting
  macrons magneto manages mangers marital markers marring mashers massaging mattering matters
  melding melting microscopy migrant millstone misters misused modding modelling moistly molting
  mopping moralists mortgagers motility mullions mustering musters needled needling noshing
  notching notional notwork notworks novices offices opining outrages outwits overeating
  overhearing paining painted palaces palates pampers panning panting parsons pasture patching
  paupers pertest photons pilling pinching pirates placers planing planking planters planting
  pluming plumping pointed pointing positron positrons postures practises predication prepares
  prepaying presages pricking priding primate priming printing prizing produces profess professes
  professing programer programers programing programmes properly prosper protect protects
  provably provides prowess publishes purchasers qualify rackets racking ragging ranging rankling
  ranting ravings readers reclines rectors reenters refutation regained regally remained
  repression repressions requited resisters resorting retailed retainers retorting retouches
  retrained revenge reveres reverie revolve rewording rewrote rickets ridging ringing rockers
  rooking roomers rooming rooting ruining runaway salmons saloons scalding scalping scanting
  scooping scorers scoring scrapes scrapping screaming screams sealers sealing searing seating
  secretes seeding seeming seeping seizing sentient sequencers servile settees settlers settling
  sexting shading shaking shaming shaping sharking sharping shaving shearing sheering sheller
  shilled shingle shooters shoppers shoring sipping sitters sitting skippers skipping sleeking
  slippers slipping sloping slopping smelters snaring sneaking sneering snipping soaring
  solicitous solidify sopping sources souring spacial spanning sparing spearing specking speller
  spellers spilled splints sporing spotting spouting springs spurting stabled staking stalked
  stapled starching stating statues staving staying steamers steaming steeling steeping stiffing
  stolidity stopping storeys straggle straggling streaking streaks stricture strictures studious
  stuffing surreys sweller swelters swerving swilled swopping syntheses tanking tasking tasters
  tasting teaches teeters tenting testier texting thanking thicket thickets thinning thorough
  throughput tickers tirades topically topography traders trailing trainees transcribes transmit
  trawlers treading truckling trunking tucking tugging turning useability versification vesicles
  victual vocation vocations wadding wafting waiters walling wandering wanking wasting wedging
  weeding welding welling wending whither whiting wilting wintery wording worming writhing`.split(/\s+/),
);
