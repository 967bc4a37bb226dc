// The made-up names and places the demo member generator (demo-members.ts) draws from: fictional people
// at plausible US and Canadian addresses, ZIP prefixes matching their cities.
export const FIRST_NAMES = [
  "Aaliyah", "Adrian", "Aisha", "Alejandro", "Amelia", "Andre", "Ava", "Benjamin", "Camila", "Carlos", "Chen", "Chloe",
  "Daniel", "Darnell", "Diego", "Elena", "Elijah", "Emily", "Fatima", "Gabriel", "Grace", "Hannah", "Hiroshi", "Isabel",
  "Jamal", "Jasmine", "José", "Kai", "Keisha", "Leah", "Liam", "Lucía", "Malik", "Mariana", "Mateo", "Mei", "Michael",
  "Nadia", "Noah", "Olivia", "Omar", "Priya", "Rafael", "Rosa", "Samuel", "Sarah", "Tomás", "Valentina", "William", "Zoe"
];
export const LAST_NAMES = [
  "Anderson", "Bautista", "Brooks", "Castillo", "Chen", "Cohen", "Davis", "Delgado", "Evans", "Fernández", "Foster",
  "García", "Greene", "Gupta", "Hernández", "Hughes", "Jackson", "Kim", "Kowalski", "Lee", "López", "Martin", "Martínez",
  "Nguyen", "O'Brien", "Okafor", "Patel", "Peña", "Reyes", "Robinson", "Rossi", "Sánchez", "Schmidt", "Singh", "Sullivan",
  "Tanaka", "Torres", "Walker", "Washington", "Williams", "Yamamoto", "Young"
];
export const STREETS = [
  "Oak St", "Maple Ave", "Pine Rd", "Cedar Ln", "Elm St", "Willow Way", "Lakeview Dr", "Sunset Blvd", "River Rd",
  "Highland Ave", "Park Pl", "Mission St", "Franklin Ave", "Jefferson St", "Magnolia Dr", "Sycamore Ct"
];
/** City, state and the first three digits of its ZIP codes. */
export const US_PLACES: readonly (readonly [string, string, string])[] = [
  ["Phoenix", "AZ", "850"], ["Los Angeles", "CA", "900"], ["San Diego", "CA", "921"], ["Denver", "CO", "802"],
  ["Hartford", "CT", "061"], ["Miami", "FL", "331"], ["Atlanta", "GA", "303"], ["Honolulu", "HI", "968"],
  ["Chicago", "IL", "606"], ["Indianapolis", "IN", "462"], ["Louisville", "KY", "402"], ["New Orleans", "LA", "701"],
  ["Boston", "MA", "021"], ["Baltimore", "MD", "212"], ["Detroit", "MI", "482"], ["Minneapolis", "MN", "554"],
  ["St. Louis", "MO", "631"], ["Charlotte", "NC", "282"], ["Omaha", "NE", "681"], ["Newark", "NJ", "071"],
  ["Albuquerque", "NM", "871"], ["Las Vegas", "NV", "891"], ["Buffalo", "NY", "142"], ["Columbus", "OH", "432"],
  ["Tulsa", "OK", "741"], ["Portland", "OR", "972"], ["Philadelphia", "PA", "191"], ["Nashville", "TN", "372"],
  ["Houston", "TX", "770"], ["El Paso", "TX", "799"], ["Salt Lake City", "UT", "841"], ["Richmond", "VA", "232"],
  ["Seattle", "WA", "981"], ["Milwaukee", "WI", "532"], ["San Juan", "PR", "009"]
];
/** City, province and a postal code, for the few members living in Canada. */
export const CANADIAN_PLACES: readonly (readonly [string, string, string])[] = [
  ["Toronto", "Ontario", "M5V 2T6"], ["Vancouver", "British Columbia", "V6B 1A1"], ["Montréal", "Québec", "H2Y 1C6"],
  ["Calgary", "Alberta", "T2P 2M5"], ["Halifax", "Nova Scotia", "B3J 1S9"]
];
export const EMAIL_DOMAINS = ["example.com", "example.net", "example.org"];
