import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The named catalogues (NamedUserEntity). */
const TABLES = ['foods', 'recipes', 'tags', 'exercises', 'training_routines'];

export class NameKeyRoom1795516679886 implements MigrationInterface {
  name = 'NameKeyRoom1795516679886';

  // Written by hand: the generator drops and re-adds the column, which would lose every key. MODIFY keeps the
  // values and rebuilds the indexes that include the column.
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`name_key\` varchar(300) NOT NULL`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`name_key\` varchar(100) NOT NULL`);
    }
  }
}
