// The seeded tour in English and Mongolian, by id: [name, description] per language. The
// seed gives each row these as its translations (the Chinese in scenicAreaSeed.ts is the
// original).
import type { Translations } from '../../db/schema/columns.js';
import { SCENIC_AREA, SEED_ATTRACTIONS } from './scenicAreaSeed.js';

type Texts = { en: [string, string]; mn: [string, string] };

/** Translations of a row's `name` and `description`. */
export const nameAndDescription = (texts: Texts | undefined): Translations =>
  texts
    ? {
        en: { name: texts.en[0], description: texts.en[1] },
        mn: { name: texts.mn[0], description: texts.mn[1] },
      }
    : {};

export const CITY_TEXTS: Record<number, Texts> = {
  1: {
    en: ['Ordos', 'A city where the grassland, the desert and the Yellow River meet.'],
    mn: ['Ордос', 'Тал нутаг, элсэн цөл, Шар мөрөн нийлсэн хот.'],
  },
  2: {
    en: ['Hohhot', 'The capital of Inner Mongolia, a city of temples and museums.'],
    mn: ['Хөх хот', 'Өвөр Монголын нийслэл, сүм хийд, музейн хот.'],
  },
};

/** Opening hours as the seed writes them (Chinese), in English and Mongolian. */
export const OPEN_HOURS_TEXTS: Record<string, [en: string, mn: string]> = {
  '周一至周五 9:30-20:00，周六日 8:30-21:00': [
    'Monday to Friday 9:30-20:00, weekends 8:30-21:00',
    'Даваагаас баасан 9:30-20:00, амралтын өдөр 8:30-21:00',
  ],
  '周二至周日 9:00-17:00': ['Tuesday to Sunday 9:00-17:00', 'Мягмараас ням 9:00-17:00'],
};

export const SITE_TEXTS: Record<number, Texts & { address: [string, string] }> = {
  1: {
    en: [
      'Grassland Culture Park',
      'Mongolian folk customs, shows and rides on the grassland. The park lies around Swan Lake: the grassland activities are to the west, the desert to the east, and the visitor centre at the south gate.',
    ],
    mn: [
      'Тал нутгийн соёлын цогцолбор',
      'Монгол ёс заншил, тоглолт, тал нутгаар морь унах. Цогцолбор Хунт нуурыг тойрон оршдог: баруун талд нь тал нутгийн үйл ажиллагаа, зүүн талд нь элсэн цөл, өмнөд хаалганд жуулчны төв байрладаг.',
    ],
    address: ['Hanggin Banner, Ordos, Inner Mongolia', 'Өвөр Монгол, Ордос хот, Ханги хошуу'],
  },
  2: {
    en: [
      'Mausoleum of Genghis Khan',
      "Genghis Khan's cenotaph; the great spring ceremony is held on the 21st day of the third lunar month.",
    ],
    mn: [
      'Чингис хааны онгон',
      'Чингис хааны тахилгат онгон; жил бүр билгийн тооллын гуравдугаар сарын 21-нд хаврын их тахилга болдог.',
    ],
    address: [
      'Ejin Horo Banner, Ordos, Inner Mongolia',
      'Өвөр Монгол, Ордос хот, Эзэн хороо хошуу',
    ],
  },
  3: {
    en: [
      'Ordos Museum',
      "A landmark of the Kangbashi district showing Ordos's fossils, history and folk customs.",
    ],
    mn: [
      'Ордосын музей',
      'Канбаши дүүргийн бэлгэ тэмдэг болсон барилга; Ордосын эртний амьтан, түүх, ёс заншлыг үзүүлдэг.',
    ],
    address: [
      'Kangbashi District, Ordos, Inner Mongolia',
      'Өвөр Монгол, Ордос хот, Канбаши дүүрэг',
    ],
  },
  4: {
    en: [
      'Dazhao Temple',
      'The oldest Tibetan Buddhist temple of Hohhot, known for its silver Buddha, dragon carvings and murals.',
    ],
    mn: [
      'Их зуу сүм',
      'Хөх хотын хамгийн эртний Төвд Буддын сүм; мөнгөн бурхан, луугийн сийлбэр, ханын зургаараа алдартай.',
    ],
    address: ['Yuquan District, Hohhot, Inner Mongolia', 'Өвөр Монгол, Хөх хот, Юйчуань дүүрэг'],
  },
  5: {
    en: [
      'Inner Mongolia Museum',
      'A large museum of dinosaur fossils, grassland relics and the heritage of its peoples.',
    ],
    mn: [
      'Өвөр Монголын музей',
      'Үлэг гүрвэлийн чулуужсан яс, тал нутгийн олдвор, үндэстний өвийг хадгалдаг том музей.',
    ],
    address: ['Xincheng District, Hohhot, Inner Mongolia', 'Өвөр Монгол, Хөх хот, Шинэ хот дүүрэг'],
  },
};

export const PLACE_TEXTS: Record<number, Texts> = {
  1: {
    en: ['Visitor centre', 'Tickets, information and left luggage.'],
    mn: ['Жуулчны төв', 'Тасалбар, лавлагаа, ачаа хадгалах.'],
  },
  2: {
    en: ['Viewing platform', 'The best view over the whole park.'],
    mn: ['Үзэсгэлэнт цэг', 'Цогцолборыг бүхэлд нь харах хамгийн сайн газар.'],
  },
  3: {
    en: ['Riding ground', 'Where horse rides and riding shows take place.'],
    mn: ['Морин спортын талбай', 'Морь унах, морин тоглолт үзүүлэх талбай.'],
  },
  4: {
    en: ['Naadam square', 'The square for horse racing, wrestling and archery shows.'],
    mn: ['Наадмын талбай', 'Морин уралдаан, бөх, сур харвааны талбай.'],
  },
  5: {
    en: ['Swan Lake', 'The lake at the heart of the park; swans stop here in spring and autumn.'],
    mn: ['Хунт нуур', 'Цогцолборын төвд орших нуур; хавар намар хун шувуу буудаг.'],
  },
  6: {
    en: ['Desert zone', 'Camels, sand sliding and off-road cars.'],
    mn: ['Элсэн цөлийн бүс', 'Тэмээ, элсээр гулгах, бартаат замын машин.'],
  },
  7: {
    en: ['Yurt camp', 'Sleep in a yurt under the grassland stars.'],
    mn: ['Гэр бааз', 'Гэрт хоноглож, тал нутгийн одтой тэнгэрийг харах.'],
  },
  8: {
    en: ['Folk museum', 'Everyday things of nomadic life and horse tack.'],
    mn: ['Ёс заншлын музей', 'Нүүдэлчдийн ахуйн эд зүйл, морины тоног хэрэгслийн үзэсгэлэн.'],
  },
  9: {
    en: ['Reed wetland', 'A boardwalk through the reeds, good for birdwatching.'],
    mn: ['Зэгст намаг', 'Зэгсэн дундуур гарсан модон зам, шувуу ажиглахад тохиромжтой.'],
  },
  10: {
    en: ['Ovoo', 'A cairn on the grassland where people pray for blessings.'],
    mn: ['Овоо', 'Тал нутагт ерөөл даатгадаг чулуун овоо.'],
  },
  11: {
    en: ['Main hall of the mausoleum', "Three yurt-shaped halls that keep Genghis Khan's shrine."],
    mn: ['Онгоны гол өргөө', 'Чингис хааны тахилгат шүтээнийг залсан гэр хэлбэрийн гурван өргөө.'],
  },
  12: {
    en: [
      'Temujin square',
      'The square before the mausoleum, with a bronze statue of Genghis Khan.',
    ],
    mn: ['Тэмүжиний талбай', 'Онгоны өмнөх талбай, Чингис хааны хүрэл хөшөөтэй.'],
  },
  13: {
    en: ['Ordos Museum', 'A museum shaped like a stone fallen from the sky.'],
    mn: ['Ордосын музей', 'Тэнгэрээс унасан чулуу мэт хэлбэртэй музей.'],
  },
  14: {
    en: ['Main hall of Dazhao', 'The main hall, home of the silver Buddha.'],
    mn: ['Их зуугийн гол дуган', 'Мөнгөн бурхныг залсан гол дуган.'],
  },
  15: {
    en: ['Inner Mongolia Museum', 'Dinosaur fossils and grassland relics.'],
    mn: ['Өвөр Монголын музей', 'Үлэг гүрвэлийн чулуужсан яс, тал нутгийн олдвор.'],
  },
};

export const ROUTE_TEXTS: Record<number, Texts> = {
  1: {
    en: [
      'Half-day classic tour',
      'From the visitor centre past the riding ground and Naadam square, up to the viewing platform and back.',
    ],
    mn: [
      'Хагас өдрийн сонгодог аялал',
      'Жуулчны төвөөс гарч морин спортын талбай, Наадмын талбайгаар дамжин үзэсгэлэнт цэгт гараад буцна.',
    ],
  },
  2: {
    en: [
      'Lake and desert day tour',
      'Round Swan Lake, on to the desert zone, and back to the yurt camp in the evening for the stars.',
    ],
    mn: [
      'Нуур, элсэн цөлийн өдрийн аялал',
      'Хунт нуурыг тойроод элсэн цөлийн бүсэд очиж, оройдоо гэр баазад буцаж одтой тэнгэр харна.',
    ],
  },
  3: {
    en: [
      'Ordos heritage tour',
      'Learn about Ordos at the museum, then drive to the Mausoleum of Genghis Khan.',
    ],
    mn: [
      'Ордосын соёлын аялал',
      'Музейгээс Ордосын тухай мэдээд, Чингис хааны онгон руу машинаар очно.',
    ],
  },
  4: {
    en: [
      'Hohhot day tour',
      'Dazhao Temple in the morning, the Inner Mongolia Museum in the afternoon.',
    ],
    mn: ['Хөх хотын өдрийн аялал', 'Өглөө Их зуу сүм, үдээс хойш Өвөр Монголын музей.'],
  },
};

/** The 45 attractions in the order of scenicAreaSeed.ts (ids from 1). */
export const ATTRACTION_TEXTS: Texts[] = [
  {
    en: [
      'Grassland horse riding',
      'About 30 minutes at a walk on the grassland loop, with a guide.',
    ],
    mn: [
      'Тал нутагт морь унах',
      'Мэргэжлийн морьчин дагалдан, тал нутгийн тойргоор 30 орчим минут аялна.',
    ],
  },
  {
    en: [
      'Horseback show',
      'A grand open-air show with a hundred horses, daily at 10:30 and 15:30.',
    ],
    mn: ['Морин тоглолт', 'Зуун морьтой задгай талбайн том тоглолт, өдөр бүр 10:30, 15:30-д.'],
  },
  {
    en: ['Ovoo', 'A cairn for blessings: walk round it three times clockwise and add a stone.'],
    mn: ['Овоо', 'Ерөөлийн чулуун овоо: нар зөв гурав тойроод нэг чулуу нэмнэ.'],
  },
  {
    en: ['Yurt resort', 'Traditional yurt rooms with breakfast and a bonfire party.'],
    mn: ['Гэр амралтын газар', 'Уламжлалт гэр өрөө, өглөөний цай, галын үдэшлэгтэй.'],
  },
  {
    en: ['Starry sky camp', 'Tents with a clear dome: watch the Milky Way from your bed.'],
    mn: ['Одтой тэнгэрийн бааз', 'Тунгалаг бөмбөгөр майхан: орон дээрээс Сүүн замыг харна.'],
  },
  {
    en: ['Grassland archery', 'Traditional horn bows, with a coach on site.'],
    mn: ['Тал нутгийн сур харваа', 'Уламжлалт эвэр нум, дасгалжуулагч газар дээр нь зааварчилна.'],
  },
  {
    en: ['Camel riding', 'About 40 minutes across the dunes on a camel.'],
    mn: ['Тэмээ унах', 'Тэмээ унаж манхан дундуур 40 орчим минут аялна.'],
  },
  {
    en: ['Sand sliding', 'Slide down a hundred-metre dune on a board.'],
    mn: ['Элсээр гулгах', 'Зуун метрийн манхнаас хавтан дээр суугаад гулгана.'],
  },
  {
    en: ['Desert off-road cars', 'Four-wheel-drive dune bashing; drivers must be 18 or over.'],
    mn: [
      'Элсэн цөлийн бартаат машин',
      'Дөрвөн дугуйт машинаар манхан давна; жолооч 18 нас хүрсэн байна.',
    ],
  },
  {
    en: ['Kayaking on the lake', 'Paddle a kayak on Swan Lake; life jackets provided.'],
    mn: ['Нууранд завиар сэлүүрдэх', 'Хунт нууранд завиар сэлүүрдэнэ; аврах хантааз өгнө.'],
  },
  {
    en: [
      'Hot-air balloon',
      'A tethered balloon rises 50 metres above the grassland, weather permitting.',
    ],
    mn: [
      'Агаарын бөмбөлөг',
      'Уясан бөмбөлөг 50 метр өндөрт гарч тал нутгийг харуулна, цаг агаар зөвшөөрвөл.',
    ],
  },
  {
    en: ['Wrestling arena', 'Bökh (Mongolian wrestling) shows, daily at 11:00 and 16:00.'],
    mn: ['Бөхийн талбай', 'Монгол бөхийн барилдаан, өдөр бүр 11:00, 16:00-д.'],
  },
  {
    en: ['Bonfire party', 'Every evening from 19:30: songs, dances, toasts and roast lamb.'],
    mn: ['Галын үдэшлэг', 'Орой бүр 19:30-аас: дуу бүжиг, хүндэтгэлийн хундага, шарсан хонь.'],
  },
  {
    en: [
      'Folk song and dance theatre',
      'An indoor theatre of Mongolian song, dance and long song.',
    ],
    mn: ['Ардын дуу бүжгийн театр', 'Монгол дуу бүжиг, уртын дууны дотор театр.'],
  },
  {
    en: ['Morin khuur hall', 'Horsehead fiddle and throat singing, every hour.'],
    mn: ['Морин хуурын танхим', 'Морин хуур, хөөмийн тоглолт, цаг тутам.'],
  },
  {
    en: ['Grassland folk museum', 'Nomadic household goods, clothing and horse tack.'],
    mn: ['Тал нутгийн ёс заншлын музей', 'Нүүдэлчдийн ахуйн эд зүйл, хувцас, морины тоног.'],
  },
  {
    en: ['Mongolian costume show', 'Mongolian dress through the ages; try it on for a photo.'],
    mn: ['Монгол хувцасны үзэсгэлэн', 'Үе үеийн монгол хувцас; өмсөж үзээд зураг авхуулж болно.'],
  },
  {
    en: ['Dinosaur fossils', 'Dinosaur fossils and footprints found in Ordos.'],
    mn: ['Үлэг гүрвэлийн олдвор', 'Ордосоос олдсон үлэг гүрвэлийн чулуужсан яс, мөр.'],
  },
  {
    en: [
      'Genghis Khan gallery',
      "A hundred-metre stone-carved gallery telling Genghis Khan's life.",
    ],
    mn: [
      'Чингис хааны соёлын хонгил',
      'Чингис хааны амьдралыг өгүүлэх зуун метрийн чулуун сийлбэр.',
    ],
  },
  {
    en: ['Boiled mutton restaurant', 'Hand-held boiled mutton, mutton dumplings and milk tea.'],
    mn: ['Чанасан махны ресторан', 'Чанасан мах, хонины махан бууз, сүүтэй цай.'],
  },
  {
    en: ['Milk tea house', 'Salty milk tea, fried millet, dried curd and clotted cream.'],
    mn: ['Сүүтэй цайны газар', 'Давстай сүүтэй цай, хуурсан будаа, ааруул, өрөм.'],
  },
  {
    en: ['Lakeside barbecue', 'Open-air barbecue by the lake, open in the evening.'],
    mn: ['Нуурын эргийн шарсан мах', 'Нуурын эрэг дээрх задгай шарсан мах, оройн цагаар ажиллана.'],
  },
  {
    en: ['Desert stop snacks', 'Light meals, drinks and ice cream.'],
    mn: ['Элсэн цөлийн түргэн хоол', 'Хөнгөн хоол, ундаа, зайрмаг.'],
  },
  {
    en: ['Visitor centre', 'Tickets, information, left luggage and wheelchair hire.'],
    mn: ['Жуулчны төв', 'Тасалбар, лавлагаа, ачаа хадгалах, тэргэнцэр түрээслэх.'],
  },
  {
    en: ['Car park', 'Parking for cars and coaches, about 600 spaces.'],
    mn: ['Зогсоол', 'Суудлын машин, автобусны зогсоол, 600 орчим зай.'],
  },
  {
    en: ['First aid', 'Common medicines and first aid.'],
    mn: ['Эмнэлгийн өрөө', 'Энгийн эм, анхны тусламж.'],
  },
  {
    en: ['Left luggage', 'Free; collect your bags before closing time.'],
    mn: ['Ачаа хадгалах', 'Үнэгүй; хаахаас өмнө ачаагаа аваарай.'],
  },
  {
    en: ['Shuttle stop', 'A shuttle round the whole park every 15 minutes.'],
    mn: ['Аяллын тэрэгний буудал', 'Аяллын тэрэг 15 минут тутам цогцолборыг тойрно.'],
  },
  {
    en: ['Toilets (visitor centre)', 'With an accessible toilet and a baby room.'],
    mn: [
      'Ариун цэврийн өрөө (жуулчны төв)',
      'Хөгжлийн бэрхшээлтэй хүний болон эх нялхсын өрөөтэй.',
    ],
  },
  { en: ['Toilets (grassland)', ''], mn: ['Ариун цэврийн өрөө (тал нутаг)', ''] },
  { en: ['Toilets (lake)', ''], mn: ['Ариун цэврийн өрөө (нуур)', ''] },
  { en: ['Toilets (desert)', ''], mn: ['Ариун цэврийн өрөө (элсэн цөл)', ''] },
  { en: ['Toilets (camp)', ''], mn: ['Ариун цэврийн өрөө (бааз)', ''] },
  {
    en: ['Souvenir shop', 'Carpets, silverware, dairy products and gifts.'],
    mn: ['Бэлэг дурсгалын дэлгүүр', 'Хивс, мөнгөн эдлэл, цагаан идээ, бэлэг дурсгал.'],
  },
  {
    en: [
      'Folk craft workshop',
      'Leather paintings and felt embroidery made on site; try it yourself.',
    ],
    mn: [
      'Ардын гар урлалын газар',
      'Арьсан зураг, эсгий хатгамлыг газар дээр нь хийдэг; өөрөө оролдож болно.',
    ],
  },
  {
    en: ['Outdoor gear shop', 'Sun protection, scarves and desert shoe covers.'],
    mn: ['Аяллын хэрэгслийн дэлгүүр', 'Наранд хамгаалах хэрэгсэл, ороолт, элсний гутлын бүрээс.'],
  },
  {
    en: ['Viewing platform', 'The best view over the whole park.'],
    mn: ['Үзэсгэлэнт цэг', 'Цогцолборыг бүхэлд нь харах хамгийн сайн газар.'],
  },
  {
    en: ['Egret wetland', 'Egrets and common cranes in summer.'],
    mn: ['Цагаан дэглийн намаг', 'Зун цагаан дэглий, саарал тогоруу харагдана.'],
  },
  {
    en: ['Thousand-year elm', 'An elm more than a thousand years old.'],
    mn: ['Мянган настай хайлаас', 'Мянга гаруй жилийн настай хайлаас мод.'],
  },
  {
    en: ['Pinwheel walk', 'A flower-field path of colourful pinwheels.'],
    mn: ['Салхин сэнсний зам', 'Өнгө өнгийн салхин сэнстэй цэцэгт зам.'],
  },
  {
    en: ['Reed maze', 'A maze in the reeds, fun for families.'],
    mn: ['Зэгсэн төөрдөг', 'Зэгсэн дундах төөрдөг, гэр бүлээрээ тоглоход тохиромжтой.'],
  },
  {
    en: ['Family farm', 'Feed the lambs and milk a cow; good for children.'],
    mn: ['Хүүхдийн мал аж ахуй', 'Хурга тэжээж, үнээ саана; хүүхдэд тохиромжтой.'],
  },
  {
    en: ['Grassland train', 'A little train round the grassland, about 20 minutes a lap.'],
    mn: [
      'Тал нутгийн галт тэрэг',
      'Тал нутгийг тойрох жижиг галт тэрэг, нэг тойрог 20 орчим минут.',
    ],
  },
  {
    en: ['Desert stargazing camp', 'A campsite among the dunes, with tents and sleeping bags.'],
    mn: ['Элсэн цөлийн одтой бааз', 'Манхан дундах бааз, майхан, унтлагын уут өгнө.'],
  },
  {
    en: ['Lake view guesthouse', 'A guesthouse facing Swan Lake, only 12 rooms.'],
    mn: ['Нуурын харагдацтай зочид буудал', 'Хунт нуур руу харсан, ердөө 12 өрөөтэй зочид буудал.'],
  },
];

/** The seeded routes' stop notes (Chinese, as the seed writes them) in English and Mongolian. */
export const STOP_NOTE_TEXTS: Record<string, [en: string, mn: string]> = {
  '日落前一小时光线最好。': [
    'The light is best in the hour before sunset.',
    'Нар жаргахаас нэг цагийн өмнө гэрэл хамгийн сайхан.',
  ],
  '湖边风大，带一件外套。': [
    'It is windy by the lake: bring a jacket.',
    'Нуурын эрэг салхитай тул хүрэм авч яваарай.',
  ],
  '周一闭馆。': ['Closed on Mondays.', 'Даваа гарагт амардаг.'],
};

/** Translations of a stop's `note`, when the seed gives it one. */
export const stopNote = (note: string | null): Translations => {
  const texts = note === null ? undefined : STOP_NOTE_TEXTS[note];
  return texts ? { en: { note: texts[0] }, mn: { note: texts[1] } } : {};
};

/** The base map's own labels (zones, water, roads, dunes) in English and Mongolian. */
export const MAP_LABEL_TEXTS: Record<string, [en: string, mn: string]> = {
  游客服务区: ['Visitor services', 'Жуулчны үйлчилгээний бүс'],
  营地度假区: ['Camp resort', 'Амралтын баазын бүс'],
  草原活动区: ['Grassland activities', 'Тал нутгийн үйл ажиллагааны бүс'],
  民俗文化区: ['Folk culture', 'Ардын соёлын бүс'],
  天鹅湖景区: ['Swan Lake area', 'Хун нуурын бүс'],
  湿地观光区: ['Wetland walks', 'Намгархаг газрын аялалын бүс'],
  沙漠体验区: ['Desert experience', 'Элсэн цөлийн бүс'],
  库布其沙丘: ['Kubuqi dunes', 'Хөвчийн элсэн манхан'],
  天鹅湖: ['Swan Lake', 'Хун нуур'],
  锡尼河: ['Xini River', 'Шинэ гол'],
  锡尼公路: ['Xini Road', 'Шинэ зам'],
  景区大道: ['Park Avenue', 'Цогцолборын өргөн чөлөө'],
  观光车道: ['Sightseeing cart road', 'Аялалын тэрэгний зам'],
};

/** Translations of the `name` of a base-map label, the scenic area's and its attractions' included. */
export function mapLabelTranslations(name: string | null): Translations {
  if (name === null) return {};
  const attraction = SEED_ATTRACTIONS.findIndex((candidate) => candidate.name === name);
  const texts: [string, string] | undefined =
    MAP_LABEL_TEXTS[name] ??
    (name === SCENIC_AREA.name ? [SITE_TEXTS[1]!.en[0], SITE_TEXTS[1]!.mn[0]] : undefined) ??
    (attraction >= 0 && ATTRACTION_TEXTS[attraction]
      ? [ATTRACTION_TEXTS[attraction].en[0], ATTRACTION_TEXTS[attraction].mn[0]]
      : undefined);
  return texts ? { en: { name: texts[0] }, mn: { name: texts[1] } } : {};
}
