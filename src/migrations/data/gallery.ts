// Data step of the product gallery migration: a product's single picture (products.image_id)
// becomes the first and main row of its gallery (products_gallery), so no uploaded photo is lost
// when the column goes. Hand-written and called from the generated schema migration of each
// dialect, so it survives regenerating that migration:
//
//   up:   after the DDL that creates products_gallery, before the one that drops
//         products.image_id:          await imageToGallerySqlite(db) / imageToGalleryPostgres(db)
//   down: after the DDL that adds products.image_id back, before the one that drops
//         products_gallery:          await galleryToImageSqlite(db) / galleryToImagePostgres(db)
//
// Row ids are 24 hex characters, as Payload makes them for array rows.
import { sql as pgSql, type MigrateUpArgs as PgArgs } from '@payloadcms/db-postgres'
import { sql as liteSql, type MigrateUpArgs as LiteArgs } from '@payloadcms/db-sqlite'

export async function imageToGallerySqlite(db: LiteArgs['db']): Promise<void> {
  await db.run(liteSql`
    INSERT INTO \`products_gallery\` (\`_order\`, \`_parent_id\`, \`id\`, \`image_id\`, \`main\`)
    SELECT 1, \`id\`, lower(hex(randomblob(12))), \`image_id\`, 1
    FROM \`products\`
    WHERE \`image_id\` IS NOT NULL
      AND \`image_id\` IN (SELECT \`id\` FROM \`media\`)
      AND \`id\` NOT IN (SELECT \`_parent_id\` FROM \`products_gallery\`);`)
}

export async function imageToGalleryPostgres(db: PgArgs['db']): Promise<void> {
  await db.execute(pgSql`
    INSERT INTO "products_gallery" ("_order", "_parent_id", "id", "image_id", "main")
    SELECT 1, p."id", substr(md5(random()::text || clock_timestamp()::text || p."id"::text), 1, 24),
      p."image_id", true
    FROM "products" p
    WHERE p."image_id" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "media" m WHERE m."id" = p."image_id")
      AND NOT EXISTS (SELECT 1 FROM "products_gallery" g WHERE g."_parent_id" = p."id");`)
}

/** Back to one picture per product: the main row of its gallery, else the first. */
export async function galleryToImageSqlite(db: LiteArgs['db']): Promise<void> {
  await db.run(liteSql`
    UPDATE \`products\` SET \`image_id\` = (
      SELECT g.\`image_id\` FROM \`products_gallery\` g
      WHERE g.\`_parent_id\` = \`products\`.\`id\`
      ORDER BY g.\`main\` DESC, g.\`_order\` ASC LIMIT 1
    );`)
}

export async function galleryToImagePostgres(db: PgArgs['db']): Promise<void> {
  await db.execute(pgSql`
    UPDATE "products" p SET "image_id" = (
      SELECT g."image_id" FROM "products_gallery" g
      WHERE g."_parent_id" = p."id"
      ORDER BY g."main" DESC NULLS LAST, g."_order" ASC LIMIT 1
    );`)
}
