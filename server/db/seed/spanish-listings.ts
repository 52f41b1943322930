import tzlookup from '@photostructure/tz-lookup';
import type { GeneratedListing } from './generator.js';

type Listing = Omit<GeneratedListing, 'timeZone'>;

/**
 * Stands run by Spanish-speaking growers, written as their owners would write them (issue 16 point 4): where
 * many such growers farm (the Central Valley, the Rio Grande Valley, South Florida). Listings have no language
 * of their own: they are shown as written, to every reader, and never machine-translated.
 */
const LISTINGS: Listing[] = [
  {
    name: 'Puesto de Fruta La Esperanza',
    kind: 'stand',
    description:
      'Somos la familia Ramírez y cultivamos fruta de hueso en Parlier desde 1998. Todo lo que vendemos lo cosechamos aquí mismo, a unos pasos del puesto: duraznos, ciruelas y nectarinas bien maduras, y en agosto uvas de mesa. Aceptamos efectivo y EBT. ¡Pregunte por la fruta de segunda para hacer mermelada!',
    address: '8640 S Manning Ave',
    city: 'Parlier',
    region: 'CA',
    postalCode: '93648',
    country: 'US',
    lat: 36.6116,
    lng: -119.5274,
    openingHours: 'May-Sep: Mo-Su 08:00-18:00',
    categories: ['fruit', 'produce'],
    features: ['snap-ebt', 'parking'],
    paymentMethods: ['cash', 'snap-ebt'],
    phone: '(559) 555-0142',
    website: null,
    products: [
      { name: 'Duraznos amarillos', category: 'fruit', available: true, priceCents: 250, unit: 'libra' },
      { name: 'Ciruelas', category: 'fruit', available: true, priceCents: 200, unit: 'libra' },
      { name: 'Nectarinas', category: 'fruit', available: false, priceCents: 250, unit: 'libra' },
      { name: 'Uvas de mesa', category: 'fruit', available: false, priceCents: 1500, unit: 'caja' },
      { name: 'Chiles jalapeños', category: 'produce', available: true, priceCents: 100, unit: 'libra' },
    ],
  },
  {
    name: 'Rancho Los Nogales',
    kind: 'stand',
    description:
      'Rancho familiar en las afueras de Mission. Vendemos nuez pecana de nuestra huerta, cítricos del Valle (toronja roja y naranja) y huevos de gallinas de rancho. En temporada también tenemos elotes y calabacitas. Estamos en la carretera, busque el letrero verde. Se habla español e inglés.',
    address: '4512 N Inspiration Rd',
    city: 'Mission',
    region: 'TX',
    postalCode: '78574',
    country: 'US',
    lat: 26.2671,
    lng: -98.3497,
    openingHours: 'Tu-Su 08:00-17:00',
    categories: ['fruit', 'eggs', 'produce'],
    features: ['accepts-cards', 'parking', 'pet-friendly'],
    paymentMethods: ['cash', 'card'],
    phone: '(956) 555-0187',
    website: null,
    products: [
      { name: 'Toronja roja del Valle', category: 'fruit', available: true, priceCents: 800, unit: 'bolsa' },
      { name: 'Naranjas para jugo', category: 'fruit', available: true, priceCents: 700, unit: 'bolsa' },
      { name: 'Nuez pecana con cáscara', category: 'fruit', available: true, priceCents: 600, unit: 'libra' },
      { name: 'Huevos de rancho', category: 'eggs', available: true, priceCents: 500, unit: 'docena' },
      { name: 'Elotes', category: 'produce', available: false, priceCents: 600, unit: 'docena' },
    ],
  },
  {
    name: 'Finca Tropical Hermanos Ortiz',
    kind: 'u-pick',
    description:
      'Venga a cosechar sus propias frutas tropicales en Homestead. Tenemos mangos, aguacates de la Florida, guanábana y carambola según la temporada, y en el puesto vendemos malanga, yuca y plátanos. Traiga sombrero y agua: aquí hace calor. Las cestas las ponemos nosotros.',
    address: '24800 SW 187th Ave',
    city: 'Homestead',
    region: 'FL',
    postalCode: '33031',
    country: 'US',
    lat: 25.5285,
    lng: -80.5142,
    openingHours: 'Fr-Su 08:00-16:00',
    categories: ['fruit', 'produce', 'plants'],
    features: ['pick-your-own', 'parking', 'accepts-cards'],
    paymentMethods: ['cash', 'card', 'mobile'],
    phone: '(305) 555-0163',
    website: null,
    products: [
      { name: 'Mangos (coséchelos usted)', category: 'fruit', available: true, priceCents: 300, unit: 'libra' },
      { name: 'Aguacates de la Florida', category: 'fruit', available: true, priceCents: 200, unit: 'cada uno' },
      { name: 'Carambola', category: 'fruit', available: false, priceCents: 300, unit: 'libra' },
      { name: 'Yuca', category: 'produce', available: true, priceCents: 150, unit: 'libra' },
      { name: 'Plátanos machos', category: 'produce', available: true, priceCents: 100, unit: 'cada uno' },
      { name: 'Matas de guayaba', category: 'plants', available: true, priceCents: 1800, unit: 'maceta' },
    ],
  },
  {
    name: 'Fresas y Hortalizas Don Chuy',
    kind: 'stand',
    description:
      'Don Jesús "Chuy" Mendoza y su familia siembran fresas y verduras en Plant City desde hace veinte años. De diciembre a marzo tenemos fresas recién cortadas cada mañana, y todo el año cilantro, tomatillo y chiles. Los sábados hay tamales de elote hechos en casa, hasta que se acaban.',
    address: '3150 W Sam Allen Rd',
    city: 'Plant City',
    region: 'FL',
    postalCode: '33565',
    country: 'US',
    lat: 28.0425,
    lng: -82.1731,
    openingHours: 'Dec-Mar: Mo-Sa 08:00-17:00; Apr-Nov: Sa 08:00-13:00',
    categories: ['fruit', 'produce', 'baked-goods'],
    features: ['snap-ebt', 'self-serve'],
    paymentMethods: ['cash', 'snap-ebt'],
    phone: '(813) 555-0119',
    website: null,
    products: [
      { name: 'Fresas recién cortadas', category: 'fruit', available: true, priceCents: 500, unit: 'caja' },
      { name: 'Cilantro', category: 'produce', available: true, priceCents: 100, unit: 'manojo' },
      { name: 'Tomatillo', category: 'produce', available: true, priceCents: 200, unit: 'libra' },
      { name: 'Chile serrano', category: 'produce', available: true, priceCents: 200, unit: 'libra' },
      { name: 'Tamales de elote', category: 'baked-goods', available: false, priceCents: 1200, unit: 'docena' },
    ],
  },
];

export const SPANISH_LISTINGS: GeneratedListing[] = LISTINGS.map((l) => ({ ...l, timeZone: tzlookup(l.lat, l.lng) }));

/** A post by the team in Spanish, shown as written (posts have no language of their own). */
export const SPANISH_POST = {
  slug: 'temporada-de-fresas-en-plant-city',
  title: 'Temporada de fresas en Plant City: cómo encontrar las más dulces',
  description: 'De diciembre a marzo, los puestos de Plant City venden fresas cortadas esa misma mañana. Estos son nuestros consejos para aprovecharlas.',
  tags: ['en español', 'guías'],
  publishedAt: '2026-07-20T13:00:00Z',
  body: `Cuando en casi todo el país hace frío, en Plant City, Florida, empieza la temporada de fresas. De diciembre a marzo, los puestos a la orilla del camino venden fresas que se cortaron esa misma mañana.

## Llegue temprano

Las mejores cajas se acaban antes del mediodía, sobre todo los fines de semana. Muchos puestos abren a las ocho.

## Fíjese en el color, no en el tamaño

Una fresa dulce es roja hasta el cabito. Las más grandes no siempre son las más sabrosas.

## Lleve efectivo

Muchos puestos familiares aceptan tarjeta o EBT, pero el efectivo siempre es lo más fácil. Revise en Farm Stand Finder qué acepta cada puesto antes de salir.

## Guárdelas sin lavar

Lávelas justo antes de comerlas y guárdelas en el refrigerador en una sola capa. Así duran dos o tres días.

¡Buen provecho!`,
};
