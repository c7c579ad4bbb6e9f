/**
 * Given names that name the same person: nicknames and diminutives (Ted for Theodore or Edward, Sasha for
 * Alexander, Pepe for José) and spellings of one name across transliterations (Mohammed, Muhammad,
 * Mehmet). Each line is one group; a name may sit in several groups (Ted is Theodore and Edward).
 *
 * Translations of a name into another language (John, Juan, Jean, Ivan, Giovanni) are not listed: on
 * identity documents they are different names, and the screening peers treat them so. Spellings a typo or
 * the transliteration folding already meet (Aleksandr / Alexander) need no entry, but listing them costs
 * nothing.
 *
 * Written for this project from common usage (English, German, French, Spanish, Italian, Portuguese,
 * Dutch, Russian and Ukrainian diminutives, Arabic, Persian, Turkish and Hebrew spellings); lowercase ASCII,
 * as normalizeName writes tokens.
 */
const GROUPS = `
abraham abe bram avraham
adelaide addie heidi
agnes aggie nessa
albert al bert bertie
alberto beto
alejandro alex alejo jandro
aleksandr alexander alexandr oleksandr sasha sascha sanya shura alex alec alek sandy
alexandra sasha alex lexi sandra sandy alexa
alexey aleksey alexei oleksiy alyosha lyosha
alfred alf alfie fred freddie
alfonso poncho
alice ally allie
alison ally allie
allan alan al
amanda mandy
anastasia nastya stacy stacey
anatoly anatoliy anatolii tolya
andrew andy drew
andrey andrei andriy andryusha
angela angie
angelica angie
ann anne annie nan nancy
anna anya anka annie
anthony tony
antonio toni tono
archibald archie
arkady arkadiy arkadii arkasha
arnold arnie
arthur art artie
augustine gus
augustus gus
barbara barb babs barbie
bartholomew bart
beatrice bea trixie
benedict ben benny
benjamin ben benny benji binyamin benyamin bibi
bernard bernie barney
beverly bev
boris borya
bradley brad
bridget biddy bridie
calvin cal
caroline carrie callie
catherine kate katie cathy kathy kitty cat
charles charlie chuck chas chaz
charlotte lottie charlie
christian chris
christina chris tina chrissy kristina kristine
christopher chris kit topher
clifford cliff
cornelius neil
cynthia cindy
daniel dan danny
david dave davey davy dovid
dawud daud dawood
deborah debbie deb debra
dennis denny
diana di
dmitry dmitri dmitriy dmytro dima mitya
dominic dom
donald don donnie
dorothy dot dottie dolly
douglas doug
edmund ed eddie ned ted
edward ed eddie ned ted teddy
ekaterina yekaterina katerina kateryna katya katia
eleanor ellie nell nora
elizabeth liz lizzie beth betty betsy eliza liza lisa libby bess elisabeth elsa ilse
ellen ellie nell
emily emmy
emmanuel manny immanuel
eugene gene
evgeny yevgeny yevgeniy evgeniy yevhen zhenya
fatima fatimah fatma
florence flo florrie
frances fran fanny frankie
francis frank frankie
francisco paco pancho
franklin frank
frederick fred freddie freddy
friedrich fritz
gabriel gabe
gennady gennadiy gena
geoffrey geoff jeff
george georgie
georgy georgiy georgii zhora
gerald gerry jerry
gerard gerry
gertrude gertie trudy
gilbert gil
gregory greg
grigory grigoriy grisha
guillermo memo
gwendolyn gwen
hannah hanna
harold hal harry
harriet hattie
helen helena nell ellie
henry hank harry hal
herbert herb bert
hussein husein husain hussain husayn hossein hosein houssein
ibrahim ebrahim ibragim
ignacio nacho
ilya ilia ilyusha
irina ira
isaac ike yitzhak itzhak
isabel isabella bella izzy belle isobel
ivan vanya
jacob jake jakob yakov yaakov
jacqueline jackie
james jim jimmy jamie
jane janie jenny
janet jenny
jeffrey jeff
jennifer jen jenny
jeremiah jerry
jeremy jerry
jerome jerry
jessica jess jessie
joan joanie
johann hans hannes
john johnny jack
jonathan jon jonny
jose pepe chepe
joseph joe joey yosef yossi josef yossef
joshua josh
judith judy
julia julie
julian jules
katarzyna kasia
katherine kate katie kathy kathryn kay kit
kenneth ken kenny
kimberly kim
konstantin kostya kostia
lawrence larry laurie
leonard len lenny leo
leonardo leo
leonid lyonya
lewis lew lou
louis lou louie
louise lou lulu
lyudmila ludmila lyuda mila
madeline maddie maddy
magdalena magda lena
manuel manolo manny
margaret maggie meg peggy madge marge margie greta gretchen
maria mariya masha marusya
mark marc
martha marty mattie
martin marty
mary molly polly mae mamie
matthew mathew matt matty
maxim maksim max
maximilian max
michael mike mikey mick mickey
mikhail misha
mohammed muhammad mohammad mohamed muhammed mohamad muhamad mohd mehmet mehmed mahomed
moses moshe moishe
musa moussa
nadezhda nadia nadya
natalia natalya natasha
nathan nate
nathaniel nate nat
nicholas nick nicky nico
nikolai nikolay mykola kolya
nikolaus klaus niklaus
norman norm
oleg olezhka
olga olya
oliver ollie
osama usama usamah
patricia pat patty tricia trish
patrick pat paddy
paul paulie
pavel pasha
peter pete
petr pyotr petro petya
philip phil pip
rachel rae
randolph randy
raymond ray
rebecca becky becca
richard rick ricky dick rich richie
robert rob robbie bob bobby
roberto beto
roderick rod roddy
rodney rod
ronald ron ronnie
rosemary rosie
rudolph rudy rudolf
russell russ
samantha sam sammie
samuel sam sammy shmuel
sarah sara sally sadie
sergey sergei serhiy serguei sergiy seryozha
solomon sol shlomo
stanley stan
stepan styopa
stephanie steph stevie
stephen steven steve stevie
sulayman suleiman sulaiman suleyman
susan sue susie suzy
svetlana sveta
sylvester sly
tatiana tatyana tanya
terence terry
theodore ted teddy theo
theresa terry tess tessa
thomas tom tommy
timothy tim timmy
valentina valya
valentine val
vasily vasiliy vasyl vasya
victor vic vitya
victoria vicky tori
vincent vince vinny
virginia ginny
vladimir volodymyr volodya vova
vyacheslav viacheslav slava
walter walt wally
william will bill billy willy liam
winifred winnie
yaroslav yarik slava
yelena elena olena lena alyona
yuri yury yuriy yurii yura
yusuf yousef youssef yusef youssouf
zachary zach zack
abdullah abdallah abdulla
abdul abdel abdal abdoul
ahmed ahmad ahmet achmed
ali aly
hasan hassan
khalid khaled halid
mahmoud mahmud mahmood
mustafa mostafa moustafa
omar umar omer
said saeed saied
saleh salih
yasser yasir yaser
`;

/** Name → indexes of the groups it belongs to. */
const GROUPS_BY_NAME = new Map<string, number[]>();
const MEMBERS: string[][] = [];
for (const line of GROUPS.split('\n')) {
  const members = [...new Set(line.split(' ').filter(Boolean))];
  if (members.length < 2) continue;
  const index = MEMBERS.length;
  MEMBERS.push(members);
  for (const name of members) GROUPS_BY_NAME.set(name, [...(GROUPS_BY_NAME.get(name) ?? []), index]);
}

/** Whether two different given names are listed as variants of each other. */
export function areGivenNameVariants(a: string, b: string): boolean {
  if (a === b) return false;
  const groupsA = GROUPS_BY_NAME.get(a);
  const groupsB = GROUPS_BY_NAME.get(b);
  return groupsA !== undefined && groupsB !== undefined && groupsA.some((g) => groupsB.includes(g));
}

/** The other names of every group `name` belongs to, at most `limit`, group order first. */
export function givenNameVariants(name: string, limit: number): string[] {
  const out: string[] = [];
  for (const group of GROUPS_BY_NAME.get(name) ?? []) {
    for (const member of MEMBERS[group]) {
      if (out.length >= limit) return out;
      if (member !== name && !out.includes(member)) out.push(member);
    }
  }
  return out;
}
