/**
 * The demo's fictional news (NEWS_SOURCE=demo): articles about the counterparties `npm start --
 * --demo` seeds (api/src/cli/demo-seed.ts), in every tone the scan knows. The companies, people,
 * publications and events are invented; every page says so.
 */
export interface DemoArticle {
  /** The last part of its URL: /api/demo-news/<slug>. */
  slug: string;
  title: string;
  /** The fictional publication, marked as such in the feed and on the page. */
  source: string;
  /** Published this many days before today, so the demo's news stays recent. */
  daysAgo: number;
  /** The feed's description: what the scan classifies, with the title. */
  summary: string;
  /** The article's text, a paragraph each: what a summary reads. */
  paragraphs: string[];
}

const LEDGER = 'The Exampletown Ledger (fictional)';
const HARBOUR = 'Harbourline Gazette (fictional)';
const WIRE = 'Demo Trade Wire (fictional)';
const COPPERBELT = 'Copperbelt Courier (fictional)';

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'volkov-maritime-asset-freeze',
    title: 'Volkov Maritime Services named in asset freeze over tanker charters',
    source: HARBOUR,
    daysAgo: 3,
    summary:
      'A fictional sanctions authority ordered an asset freeze on Volkov Maritime Services, saying its tankers carried cargo for a sanctioned network.',
    paragraphs: [
      'The Demo Sanctions Authority on Monday ordered an asset freeze on Volkov Maritime Services, a Cyprus-registered ship manager, saying three of its chartered tankers had carried cargo for a sanctioned shipping network.',
      'According to the notice, Volkov Maritime Services arranged ship-to-ship transfers off the coast at night, with the vessels broadcasting false positions while the cargo changed hands.',
      'The authority listed the company as Volkov Maritime Services LLC, also known as Volkov Maritime, and told banks and brokers to stop any payment to it or on its behalf.',
      'Volkov Maritime Services did not answer requests for comment. Two insurers said they had already cancelled cover for the vessels named in the notice.',
      'Traders who chartered from the company in the past year were told to review those contracts and to report any funds they still hold for it.',
    ],
  },
  {
    slug: 'volkov-maritime-port-probe',
    title: 'Port officials probe Volkov Maritime Services over falsified cargo papers',
    source: HARBOUR,
    daysAgo: 12,
    summary:
      'Inspectors are investigating whether bills of lading issued by Volkov Maritime Services were falsified to hide the origin of fuel cargoes.',
    paragraphs: [
      'Port inspectors in Exampletown have opened a probe into Volkov Maritime Services after finding that bills of lading for two fuel cargoes named a refinery that had been closed for a year.',
      'The inspectors said the papers issued by Volkov Maritime Services appeared to have been falsified to hide where the fuel had been loaded.',
      'A harbour master said the vessels concerned would not be allowed to berth until the company explained the documents.',
      'The investigation is expected to take several months. Volkov Maritime Services has said in the past that it complies with every rule of the ports it serves.',
    ],
  },
  {
    slug: 'kestrel-arms-export-ban',
    title: 'Kestrel Arms Export and its director placed under export ban',
    source: WIRE,
    daysAgo: 5,
    summary:
      'Kestrel Arms Export and its director Dmitri Orlovsky were added to an export ban and arms embargo list for shipping components through shell companies.',
    paragraphs: [
      'Kestrel Arms Export, a Belarus-registered trading house, and its director Dmitri Orlovsky have been placed under an export ban, the fictional Demo Trade Ministry announced on Thursday.',
      'The ministry said Kestrel Arms Export had shipped machine components covered by an arms embargo through three shell companies registered at the same address.',
      'Dmitri Orlovsky, who also appears on the Demo Sanctions List, is barred from acting as a director of any company trading with the ministry’s licence holders.',
      'Suppliers were told that any contract with Kestrel Arms Export must be suspended and that payments already made must be reported within thirty days.',
    ],
  },
  {
    slug: 'juniper-freight-creditors',
    title: 'Juniper Freight Partners warns creditors as losses deepen',
    source: LEDGER,
    daysAgo: 2,
    summary:
      'Juniper Freight Partners told creditors it may default on a loan payment after a second year of losses, and is talking to lenders about a standstill.',
    paragraphs: [
      'Juniper Freight Partners told its creditors this week that it may default on a loan payment due next quarter, after a second year of losses at its road haulage business.',
      'The company said revenue fell by a sixth last year as two large retail customers moved their deliveries to rail, while fuel and wage costs kept rising.',
      'Juniper Freight Partners is in talks with its lenders about a standstill agreement and has hired advisers to look at selling part of its fleet.',
      'Its chief executive said the business remained viable and that the talks with lenders were constructive. Suppliers said some invoices had been paid late since the spring.',
    ],
  },
  {
    slug: 'juniper-freight-depot',
    title: 'Juniper Freight Partners opens a cross-dock depot in Exampletown',
    source: LEDGER,
    daysAgo: 41,
    summary: 'Juniper Freight Partners opened a cross-dock depot on the Exampletown ring road, its first new site in three years.',
    paragraphs: [
      'Juniper Freight Partners opened a cross-dock depot on the Exampletown ring road on Friday, its first new site in three years.',
      'The depot has twenty loading doors and will handle parcels for regional retailers, the company said, with forty drivers based there.',
      'Juniper Freight Partners said the site would shorten delivery times in the north of the region by half a day.',
    ],
  },
  {
    slug: 'granite-peak-mining-lawsuit',
    title: 'Granite Peak Mining Corp faces lawsuit over toxic tailings spill',
    source: WIRE,
    daysAgo: 8,
    summary:
      'Farmers downstream of a Granite Peak Mining Corp copper mine in Chile filed a lawsuit after a tailings spill contaminated their irrigation canal.',
    paragraphs: [
      'Farmers living downstream of a Granite Peak Mining Corp copper mine in northern Chile have filed a lawsuit against the company after a tailings spill reached their irrigation canal.',
      'Samples taken by a local laboratory showed copper and arsenic levels in the canal several times above the limit for irrigation water, the farmers said.',
      'Granite Peak Mining Corp said the spill had been contained within a day and that it was paying for water deliveries to the farms while the canal is cleaned.',
      'The case adds to earlier legal actions against the company over water rights at the same mine, two of which are still before the courts.',
    ],
  },
  {
    slug: 'hollowmere-trading-fraud',
    title: 'Former partners accuse Hollowmere Trading LLC of invoice fraud',
    source: LEDGER,
    daysAgo: 6,
    summary:
      'Two former partners allege that Hollowmere Trading LLC inflated invoices and diverted payments, accusations the company denies; a regulator is investigating.',
    paragraphs: [
      'Two former business partners of Hollowmere Trading LLC have accused the company of inflating invoices for commodity shipments and diverting the difference to accounts abroad.',
      'In filings seen by the Ledger, the partners say Hollowmere Trading LLC billed them for cargoes that were never loaded and kept the deposits.',
      'A trade regulator confirmed that it is investigating the complaints. Hollowmere Trading LLC denied any wrongdoing and said the partners owed it money.',
      'People who have dealt with the company’s management described a pattern of missed deadlines and changing terms over the past two years.',
    ],
  },
  {
    slug: 'northwind-copper-sanctions-list',
    title: 'Northwind Copper Traders added to the Demo Sanctions List',
    source: COPPERBELT,
    daysAgo: 1,
    summary:
      'The latest version of the Demo Sanctions List names Northwind Copper Traders, a Johannesburg metals trader, over copper bought from a sanctioned smelter.',
    paragraphs: [
      'Northwind Copper Traders, a metals trader based in Johannesburg, was added to the Demo Sanctions List in its latest version, published on Tuesday.',
      'The list’s publisher said Northwind Copper Traders had bought copper cathode from a smelter already under sanctions and resold it through a trading account in another country.',
      'Counterparties who approved Northwind Copper Traders before the update were advised to screen their books again and to hold any payment while they review the listing.',
      'Northwind Copper Traders said it had stopped buying from the smelter last year and would ask for the listing to be reviewed.',
    ],
  },
  {
    slug: 'northwind-copper-results',
    title: 'Northwind Copper Traders reports record profit on strong smelter demand',
    source: COPPERBELT,
    daysAgo: 38,
    summary: 'Northwind Copper Traders reported a record profit for the year and growth in volumes shipped to smelters in the region.',
    paragraphs: [
      'Northwind Copper Traders reported a record profit for its financial year, helped by strong demand from smelters in the region and higher copper prices.',
      'Volumes shipped rose by a tenth, the company said, and it plans to add two warehouses near the port to shorten its delivery times.',
      'Its managing director said growth would come from long-term contracts rather than spot trading, which now makes up less than a third of its sales.',
    ],
  },
  {
    slug: 'brightwater-packaging-award',
    title: 'Brightwater Packaging Ltd wins a regional award for recycled food trays',
    source: LEDGER,
    daysAgo: 10,
    summary: 'Brightwater Packaging Ltd won the Exampletown manufacturing award for a food tray made entirely from recycled board.',
    paragraphs: [
      'Brightwater Packaging Ltd won the Exampletown manufacturing award on Wednesday for a food tray made entirely from recycled board.',
      'The judges said the tray, which Brightwater Packaging Ltd now supplies to three supermarket chains, used a third less material than the one it replaces.',
      'The company employs two hundred people at its plant on the river and said it would take on twenty apprentices this year.',
      'Brightwater Packaging Ltd has grown its sales every year for the past five years, according to its published accounts.',
    ],
  },
  {
    slug: 'meadowlark-logistics-barges',
    title: 'Meadowlark Logistics GmbH expands its Rhine barge network',
    source: WIRE,
    daysAgo: 15,
    summary: 'Meadowlark Logistics GmbH expands its inland shipping business with four new barges and a terminal partnership in Duisburg.',
    paragraphs: [
      'Meadowlark Logistics GmbH expands its inland shipping business this month with four new barges on the Rhine and a terminal partnership in Duisburg.',
      'The company said moving containers by barge rather than by road would cut its customers’ transport costs on the route by around a tenth.',
      'Meadowlark Logistics GmbH financed the barges with a bank loan and said the investment would be repaid from the new contracts within six years.',
    ],
  },
  {
    slug: 'copperleaf-analytics-partnership',
    title: 'Copperleaf Analytics BV signs a partnership with a regional grid operator',
    source: WIRE,
    daysAgo: 20,
    summary: 'Copperleaf Analytics BV will supply forecasting software to a Dutch grid operator under a three-year partnership.',
    paragraphs: [
      'Copperleaf Analytics BV, a Rotterdam software company, has signed a three-year partnership to supply demand forecasting software to a regional grid operator.',
      'The contract is the largest in the company’s history. Copperleaf Analytics BV said it would hire fifteen engineers to deliver it and pay for them from the first instalments.',
      'Customers of the company include two water utilities and a port authority, which use its models to plan maintenance.',
    ],
  },
  {
    slug: 'saltmarsh-timber-hardwood',
    title: 'Saltmarsh Timber Co launches its first certified hardwood line',
    source: LEDGER,
    daysAgo: 9,
    summary: 'Saltmarsh Timber Co, founded last year, launched a line of certified hardwood for furniture makers.',
    paragraphs: [
      'Saltmarsh Timber Co, a timber merchant founded last year on the Exampletown estuary, launched its first line of certified hardwood this week.',
      'The company buys oak and ash from managed woodland in the region and sells it dried and cut to size to furniture makers.',
      'Saltmarsh Timber Co said it was still building its customer base and that most of its sales came from a dozen workshops within a day’s drive.',
    ],
  },
  {
    slug: 'riverside-dairy-cooperative',
    title: 'Riverside Dairy Cooperative marks twenty years of farmer ownership',
    source: LEDGER,
    daysAgo: 27,
    summary: 'Riverside Dairy Cooperative celebrated twenty years as a farmer-owned dairy, two years after it incorporated as a company.',
    paragraphs: [
      'Riverside Dairy Cooperative celebrated twenty years as a farmer-owned dairy on Saturday with an open day at its creamery.',
      'The cooperative incorporated as a company two years ago so that it could borrow to replace its bottling line, but its ninety member farms still own it.',
      'Riverside Dairy Cooperative supplies milk and butter to shops across the county and said its volumes had been stable for a decade.',
    ],
  },
  {
    slug: 'alder-finch-second-office',
    title: 'Alder & Finch Consulting opens a second office in Exampletown',
    source: LEDGER,
    daysAgo: 18,
    summary: 'The advisory firm Alder & Finch Consulting opened a second office and hired six consultants.',
    paragraphs: [
      'Alder & Finch Consulting, an advisory firm that helps manufacturers plan their supply chains, opened a second office in Exampletown this month.',
      'The firm hired six consultants for the new office and said demand from mid-sized manufacturers had kept its existing team fully booked.',
      'Alder & Finch Consulting was founded twelve years ago by two former plant managers and now employs thirty people.',
    ],
  },
  {
    slug: 'oakridge-fasteners-export-orders',
    title: 'Oakridge Fasteners Ltd adds a shift to meet export orders',
    source: WIRE,
    daysAgo: 22,
    summary: 'Oakridge Fasteners Ltd added a night shift at its plant as orders from European machine builders grew.',
    paragraphs: [
      'Oakridge Fasteners Ltd added a night shift at its plant this month as orders from European machine builders grew for a third quarter in a row.',
      'The company makes bolts and rivets to order and said export sales now make up almost half of its revenue.',
      'Oakridge Fasteners Ltd hired twenty-five people for the new shift and is training them on its own production line.',
    ],
  },
  {
    slug: 'tidewater-cold-storage-fine',
    title: 'Tidewater Cold Storage fined by food-safety regulator after temperature breach',
    source: HARBOUR,
    daysAgo: 4,
    summary:
      'A food-safety regulator fined Tidewater Cold Storage after a freezer failure left frozen goods above the safe temperature for two days.',
    paragraphs: [
      'A food-safety regulator fined Tidewater Cold Storage on Tuesday after a freezer failure at its Cork warehouse left frozen goods above the safe temperature for two days.',
      'The regulator said Tidewater Cold Storage had not alarmed the failure and had shipped part of the affected stock before its own checks found the breach.',
      'The company said it had replaced the alarm system and destroyed the remaining stock, and that no illness had been linked to the goods.',
    ],
  },
  {
    slug: 'pinecrest-software-release',
    title: 'Pinecrest Software Ltd launches a scheduling app for small clinics',
    source: WIRE,
    daysAgo: 33,
    summary: 'Pinecrest Software Ltd launched an appointment scheduling app aimed at small clinics and practices.',
    paragraphs: [
      'Pinecrest Software Ltd launched an appointment scheduling app for small clinics this week, its second product after a booking tool for dentists.',
      'The app sends patients reminders by text message and lets clinics fill cancelled slots from a waiting list, the company said.',
      'Pinecrest Software Ltd employs eighteen people and is funded by its founders and a regional development fund.',
    ],
  },
  {
    slug: 'harbour-lantern-ceramics-kiln',
    title: 'Harbour Lantern Ceramics Ltd fires up a new electric kiln',
    source: LEDGER,
    daysAgo: 12,
    summary: 'Harbour Lantern Ceramics Ltd replaced its gas kilns with an electric one and expects to supply two more hotel chains.',
    paragraphs: [
      'Harbour Lantern Ceramics Ltd fired its new electric kiln for the first time this week, replacing the two gas kilns it had run since the workshop opened.',
      'The company makes plates and bowls for hotels and restaurants and said the new kiln would let it supply two more hotel chains from next spring.',
      'Harbour Lantern Ceramics Ltd paid for the kiln from its own reserves, its finance director said.',
    ],
  },
  {
    slug: 'fenwick-glassworks-furnace',
    title: 'Fenwick Glassworks Ltd borrows to rebuild its furnace',
    source: WIRE,
    daysAgo: 20,
    summary: 'Fenwick Glassworks Ltd took a bank loan to rebuild its main furnace, which will be shut for six weeks.',
    paragraphs: [
      'Fenwick Glassworks Ltd took a bank loan this month to rebuild its main furnace, which makes bottles and jars for drinks and food makers.',
      'The furnace will be shut for six weeks; the company said it had built up stock to keep supplying its customers in the meantime.',
      'Fenwick Glassworks Ltd expects the rebuilt furnace to use a fifth less energy and to pay back the loan within five years.',
    ],
  },
  {
    slug: 'harrowgate-grain-owner-probe',
    title: 'Harrowgate Grain Holdings Ltd questioned over its Luxembourg shareholder',
    source: HARBOUR,
    daysAgo: 6,
    summary:
      'Harrowgate Grain Holdings Ltd was asked by two of its buyers who stands behind Selkirk Ventures SA, the Luxembourg company that holds most of its shares.',
    paragraphs: [
      'Two grain buyers asked Harrowgate Grain Holdings Ltd this week to name the people behind Selkirk Ventures SA, the Luxembourg company that holds most of its shares.',
      'Harrowgate Grain Holdings Ltd said it had filed its register of beneficial owners and that its shareholders had no part in running the business.',
      'The buyers said they would pause new contracts with Harrowgate Grain Holdings Ltd until their compliance teams had reviewed the ownership.',
    ],
  },
  {
    slug: 'quillfeather-widgets-new-line',
    title: 'Quillfeather Widgets Ltd opens a second widget line in Fictionton',
    source: WIRE,
    daysAgo: 15,
    summary: 'Quillfeather Widgets Ltd, part of the Marblewood group, opened a second production line at its Fictionton plant.',
    paragraphs: [
      'Quillfeather Widgets Ltd opened a second production line at its Fictionton plant this month, doubling the widgets it can make each week.',
      'The company is owned through Quillfeather Holdings B.V. by Marblewood Group AG, which paid for the line from group funds.',
      'Quillfeather Widgets Ltd said the new line would supply two distributors it signed this year.',
    ],
  },
];
