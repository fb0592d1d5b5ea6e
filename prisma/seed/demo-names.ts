// Name, place and bank pools for the demo seed. Names are common ones for each origin; towns carry their
// real Belgian postal codes; bank codes are real NBB / Dutch codes that resolve to a BIC.

export type Origin = "flemish" | "walloon" | "dutch" | "english";
export type StreetLanguage = "nl" | "fr";
export type Town = { postalCode: string; city: string; streets: StreetLanguage };

// A Dutch surname keeps its lower-case prefix apart (tussenvoegsel: "van der" + "Meer"); Belgian ones
// write it as part of the surname ("Van den Broeck").
export type Surname = { insertion?: string; lastName: string };

export const FIRST_NAMES: Record<Origin, { male: readonly string[]; female: readonly string[] }> = {
  flemish: {
    male: [
      "Jan", "Pieter", "Koen", "Bart", "Wouter", "Tom", "Stijn", "Jeroen", "Dries", "Joris", "Sander", "Thomas",
      "Lucas", "Arne", "Seppe", "Wim", "Dirk", "Geert", "Luc", "Kris", "Bram", "Jens", "Maarten", "Ruben",
      "Jef", "Toon", "Lander", "Mathias", "Frederik", "Pieterjan",
    ],
    female: [
      "An", "Els", "Katrien", "Sofie", "Lies", "Lotte", "Eva", "Hanne", "Leen", "Annelies", "Griet", "Inge",
      "Veerle", "Nele", "Femke", "Marieke", "Ellen", "Jolien", "Elke", "Sarah", "Charlotte", "Ine", "Lien",
      "Tine", "Evelien", "Fien", "Kaat", "Liesbeth", "Joke", "Wendy",
    ],
  },
  walloon: {
    male: [
      "Jean", "Pierre", "Olivier", "Nicolas", "Julien", "Philippe", "Michel", "Laurent", "Christophe", "Benoît",
      "Maxime", "Antoine", "Thibaut", "Cédric", "Quentin", "Arnaud", "François", "Sébastien", "Romain", "Guillaume",
    ],
    female: [
      "Marie", "Sophie", "Isabelle", "Nathalie", "Catherine", "Valérie", "Julie", "Aurélie", "Céline", "Camille",
      "Manon", "Pauline", "Émilie", "Stéphanie", "Anne", "Virginie", "Chloé", "Amandine", "Delphine", "Laura",
    ],
  },
  dutch: {
    male: ["Daan", "Bas", "Sem", "Joost", "Sjoerd", "Niels", "Ruud", "Hendrik", "Pim", "Thijs", "Gijs", "Teun"],
    female: ["Anouk", "Sanne", "Marloes", "Ilse", "Mirjam", "Esther", "Floor", "Noor", "Iris", "Janneke", "Renske", "Merel"],
  },
  english: {
    male: ["James", "Oliver", "Daniel", "Liam", "Conor", "Matthew", "Ryan", "Edward"],
    female: ["Emma", "Hannah", "Chloe", "Siobhan", "Rachel", "Emily", "Grace", "Aoife"],
  },
};

const plain = (names: string[]): Surname[] => names.map((lastName) => ({ lastName }));

export const SURNAMES: Record<Origin, readonly Surname[]> = {
  flemish: plain([
    "Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet",
    "Vermeulen", "Van den Broeck", "De Backer", "Pauwels", "Verstraete", "Hermans", "Aerts", "Van Damme",
    "Lambrechts", "De Clercq", "Michiels", "Claeys", "Van de Velde", "Verhaeghe", "Smets", "Cools",
    "Vandenberghe", "Wuyts", "Van Hoof", "Baert", "Coppens", "Verbeke", "Stevens", "Martens", "Dewulf",
    "Segers", "Bogaert", "Van Acker", "Geerts", "Verschueren",
  ]),
  walloon: plain([
    "Dubois", "Lambert", "Dupont", "Martin", "Simon", "Laurent", "Leclercq", "Lejeune", "Renard", "Dumont",
    "Lemaire", "Denis", "Collignon", "Mathieu", "Hubert", "Gilson", "Gérard", "Remy", "Leroy", "Henrard",
    "Marchal", "Piette", "Jacquet", "Poncelet", "Thiry", "Noël", "Lemoine", "Delvaux", "Fontaine", "Charlier",
  ]),
  dutch: [
    { insertion: "de", lastName: "Vries" },
    { insertion: "van", lastName: "Dijk" },
    { insertion: "van der", lastName: "Meer" },
    { insertion: "de", lastName: "Jong" },
    { insertion: "van den", lastName: "Berg" },
    { insertion: "de", lastName: "Boer" },
    { insertion: "van", lastName: "Leeuwen" },
    { insertion: "de", lastName: "Graaf" },
    { insertion: "van der", lastName: "Linden" },
    { insertion: "van", lastName: "Beek" },
    ...plain(["Bakker", "Visser", "Smit", "Mulder", "Meijer", "Dekker", "Brouwer", "Kok", "Hendriks", "Vos"]),
  ],
  english: plain(["Smith", "O'Brien", "Taylor", "Walsh", "Murphy", "Wilson", "Evans", "Clarke", "Hughes", "Kelly"]),
};

export const NATIONALITIES: Record<Origin, readonly string[]> = {
  flemish: ["BE"],
  walloon: ["BE"],
  dutch: ["NL"],
  english: ["GB", "IE"],
};

export const BIRTH_PLACES: Record<Origin, readonly string[]> = {
  flemish: ["Mechelen", "Antwerpen", "Leuven", "Gent", "Lier", "Bonheiden", "Aalst", "Hasselt", "Brugge", "Turnhout"],
  walloon: ["Namur", "Liège", "Charleroi", "Mons", "Ottignies", "Bruxelles", "Uccle", "Nivelles", "Tournai"],
  dutch: ["Breda", "Tilburg", "Eindhoven", "Rotterdam", "Utrecht", "Den Haag", "Amsterdam", "Roosendaal"],
  english: ["London", "Manchester", "Dublin", "Cork", "Leeds", "Bristol"],
};

export const STREETS: Record<StreetLanguage, readonly string[]> = {
  nl: [
    "Kerkstraat", "Stationsstraat", "Molenstraat", "Dorpsstraat", "Nieuwstraat", "Schoolstraat", "Beukenlaan",
    "Lindenlaan", "Kapelstraat", "Veldstraat", "Bosstraat", "Hoogstraat", "Kasteelstraat", "Heidestraat",
    "Populierenlaan", "Pastorijstraat",
  ],
  fr: [
    "Rue de la Station", "Rue de l'Église", "Rue du Moulin", "Chaussée de Bruxelles", "Avenue des Tilleuls",
    "Rue Haute", "Rue des Champs", "Avenue de la Gare", "Rue du Centre", "Rue Saint-Roch", "Rue de la Paix",
    "Rue des Écoles",
  ],
};

const town = (postalCode: string, city: string, streets: StreetLanguage = "nl"): Town => ({ postalCode, city, streets });

// Where people of each origin plausibly live when they work in Mechelen.
export const MECHELEN_AREA_TOWNS: Record<Origin, readonly Town[]> = {
  flemish: [
    town("2800", "Mechelen"), town("2000", "Antwerpen"), town("2018", "Antwerpen"), town("2100", "Deurne"),
    town("2500", "Lier"), town("2570", "Duffel"), town("2860", "Sint-Katelijne-Waver"), town("1800", "Vilvoorde"),
    town("3000", "Leuven"), town("3010", "Kessel-Lo"), town("2830", "Willebroek"), town("1930", "Zaventem"),
    town("2220", "Heist-op-den-Berg"), town("3200", "Aarschot"), town("1840", "Londerzeel"), town("2820", "Bonheiden"),
  ],
  walloon: [
    town("1300", "Wavre", "fr"), town("1348", "Louvain-la-Neuve", "fr"), town("1340", "Ottignies", "fr"),
    town("1400", "Nivelles", "fr"), town("1410", "Waterloo", "fr"), town("1420", "Braine-l'Alleud", "fr"),
    town("1000", "Bruxelles", "fr"), town("1050", "Ixelles", "fr"), town("1030", "Schaerbeek", "fr"),
    town("1180", "Uccle", "fr"), town("5000", "Namur", "fr"), town("1370", "Jodoigne", "fr"),
  ],
  dutch: [
    town("2930", "Brasschaat"), town("2950", "Kapellen"), town("2960", "Brecht"), town("2300", "Turnhout"),
    town("2980", "Zoersel"), town("2000", "Antwerpen"), town("2390", "Malle"),
  ],
  english: [
    town("3080", "Tervuren"), town("1950", "Kraainem"), town("1040", "Etterbeek", "fr"), town("1050", "Ixelles", "fr"),
    town("1200", "Woluwe-Saint-Lambert", "fr"), town("1150", "Woluwe-Saint-Pierre", "fr"),
  ],
};

// A bakery in Lier hires locally, whatever the origin of the name.
const LIER_AREA = [
  town("2500", "Lier"), town("2500", "Koningshooikt"), town("2560", "Nijlen"), town("2560", "Kessel"),
  town("2570", "Duffel"), town("2530", "Boechout"), town("2520", "Ranst"), town("2590", "Berlaar"),
  town("2580", "Putte"), town("2220", "Heist-op-den-Berg"),
];
export const LIER_AREA_TOWNS: Record<Origin, readonly Town[]> = {
  flemish: LIER_AREA,
  walloon: LIER_AREA,
  dutch: LIER_AREA,
  english: LIER_AREA,
};

// Belgian bank codes (NBB list) weighted roughly by market share: 001 BNP Paribas Fortis (GEBABEBB),
// 068 Belfius (GKCCBEBB), 363 ING (BBRUBEBB), 735 KBC (KREDBEBB), 973 Argenta (ARSPBE22), 103 Crelan (NICABEBB).
export const BELGIAN_BANK_CODES: readonly (readonly [string, number])[] = [
  ["001", 25], ["735", 25], ["068", 18], ["363", 18], ["973", 8], ["103", 6],
];

// Dutch nationals often keep their Dutch account.
export const DUTCH_BANK_CODES: readonly (readonly [string, number])[] = [
  ["INGB", 35], ["RABO", 30], ["ABNA", 25], ["SNSB", 10],
];
