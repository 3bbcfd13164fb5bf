import type { Run } from './localized'

/*
 * The About page's leaders have one name for every language, but the demo seed wrote each
 * translation's spelling over it, so a database seeded before this change shows the last one
 * written (the Chinese) in every language and in the company profile. Names that are one of
 * the seed's spellings go back to the name as the person writes it; a name staff typed stays.
 * A spelling in another script can now be given per language (`transliteration`).
 */
const SEEDED = [
  {
    name: 'Vikram Sethi',
    spellings: ['فيكرام سيثي', 'ヴィクラム・セティ', 'Викрам Сетхи', '维克拉姆·塞西'],
  },
  {
    name: 'Dr. Meera Kulkarni',
    spellings: [
      'د. ميرا كولكارني',
      'Dra. Meera Kulkarni',
      'Dr Meera Kulkarni',
      'ミーラ・クルカルニ博士',
      'Д-р Мира Кулкарни',
      '米拉·库尔卡尼博士',
    ],
  },
  {
    name: 'Harpreet Singh Gill',
    spellings: ['هاربريت سينغ غيل', 'ハルプリート・シン・ギル', 'Харприт Сингх Гилл', '哈普里特·辛格·吉尔'],
  },
]

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

function statements(): string[] {
  return ['about_page_leaders', '_about_page_v_version_leaders'].flatMap((table) =>
    SEEDED.map(
      ({ name, spellings }) =>
        `UPDATE "${table}" SET "name" = ${literal(name)} WHERE "name" IN (${spellings.map(literal).join(', ')})`,
    ),
  )
}

/** `run`: `sqliteRun(db)` or `postgresRun(db)` (./localized.ts). */
export async function restoreLeaderNames(run: Run): Promise<void> {
  for (const statement of statements()) await run(statement)
}
