-- CreateTable
CREATE TABLE "product_news_post" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "title_nl" TEXT NOT NULL,
    "title_fr" TEXT NOT NULL,
    "body_en" TEXT NOT NULL,
    "body_nl" TEXT NOT NULL,
    "body_fr" TEXT NOT NULL,
    "audiences" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "published_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_news_post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_news_read" (
    "user_id" TEXT NOT NULL,
    "post_id" INTEGER NOT NULL,
    "read_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_news_read_pkey" PRIMARY KEY ("user_id","post_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_news_post_slug_key" ON "product_news_post"("slug");

-- CreateIndex
CREATE INDEX "product_news_post_published_at_idx" ON "product_news_post"("published_at");

-- CreateIndex
CREATE INDEX "product_news_read_post_id_idx" ON "product_news_read"("post_id");

-- AddForeignKey
ALTER TABLE "product_news_read" ADD CONSTRAINT "product_news_read_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "product_news_post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Release notes shipped with the product (data, not schema): what the app does, in three languages.
INSERT INTO "product_news_post" ("slug", "title_en", "title_nl", "title_fr", "body_en", "body_nl", "body_fr", "audiences", "published_at") VALUES
('2026-11-teams',
 'Teams: create, rename and delete',
 'Teams: aanmaken, hernoemen en verwijderen',
 'Équipes : créer, renommer et supprimer',
 'Group your people into teams. Team names are unique within your company; deleting a team keeps its employees, who are simply left without a team. Managers with team-only access see just the teams they manage.',
 'Deel je mensen in teams in. Teamnamen zijn uniek binnen je bedrijf; wie een team verwijdert, behoudt de medewerkers, die dan zonder team verder gaan. Managers met toegang tot hun eigen teams zien enkel de teams die ze beheren.',
 'Regroupez vos collaborateurs en équipes. Les noms d''équipe sont uniques dans votre entreprise ; supprimer une équipe conserve ses collaborateurs, qui restent simplement sans équipe. Les managers limités à leurs équipes ne voient que les équipes qu''ils gèrent.',
 ARRAY[]::TEXT[], '2026-11-02 09:00:00'),
('2026-11-languages',
 'English, Dutch and French',
 'Engels, Nederlands en Frans',
 'Anglais, néerlandais et français',
 'Every screen is available in English, Dutch and French. The app follows the language of your profile, and your browser''s language until you choose one.',
 'Elk scherm bestaat in het Engels, Nederlands en Frans. De app volgt de taal van je profiel, en de taal van je browser zolang je er geen gekozen hebt.',
 'Chaque écran existe en anglais, néerlandais et français. L''application suit la langue de votre profil, et celle de votre navigateur tant que vous n''en avez pas choisi.',
 ARRAY[]::TEXT[], '2026-11-09 09:00:00'),
('2026-11-account-switcher',
 'Switch between your companies',
 'Wissel tussen je bedrijven',
 'Passez d''une entreprise à l''autre',
 'Work for more than one company? Click the company name next to the logo to switch. The current company carries a check mark; companies whose trial has ended are marked as expired. With eight or more companies a search field helps you find the right one.',
 'Werk je voor meer dan één bedrijf? Klik op de bedrijfsnaam naast het logo om te wisselen. Het huidige bedrijf krijgt een vinkje; bedrijven waarvan de proefperiode voorbij is, staan als verlopen gemarkeerd. Vanaf acht bedrijven helpt een zoekveld je het juiste te vinden.',
 'Vous travaillez pour plusieurs entreprises ? Cliquez sur le nom de l''entreprise à côté du logo pour changer. L''entreprise actuelle est cochée ; celles dont l''essai est terminé sont marquées comme expirées. À partir de huit entreprises, un champ de recherche vous aide à trouver la bonne.',
 ARRAY[]::TEXT[], '2026-11-16 09:00:00'),
('2026-11-header-menu',
 'Choose what your header shows',
 'Kies wat je menubalk toont',
 'Choisissez ce qu''affiche votre barre de menu',
 'Open the three-dot menu in the header and choose "Customise navigation" to pick up to seven modules that stay in view. Your choice is kept on this device; everything else stays one click away in the same menu.',
 'Open het menu met de drie puntjes in de menubalk en kies "Navigatie aanpassen" om tot zeven modules te kiezen die altijd zichtbaar blijven. Je keuze wordt op dit toestel bewaard; al de rest blijft één klik verder in hetzelfde menu.',
 'Ouvrez le menu à trois points dans la barre de menu et choisissez « Personnaliser la navigation » pour garder jusqu''à sept modules en vue. Votre choix est conservé sur cet appareil ; tout le reste reste à un clic dans le même menu.',
 ARRAY['full_only']::TEXT[], '2026-11-20 09:00:00'),
('2026-11-search-and-phone',
 'Search from the header, and install the app on your phone',
 'Zoeken vanuit de menubalk, en de app op je telefoon installeren',
 'Recherche depuis la barre de menu, et l''application sur votre téléphone',
 'Type two letters in the search field to find people and teams you have access to; use the arrow keys and Enter to open a result. On a phone, add the app to your home screen: it opens full screen and shows a clear message when you are offline.',
 'Typ twee letters in het zoekveld om mensen en teams te vinden waartoe je toegang hebt; gebruik de pijltjestoetsen en Enter om een resultaat te openen. Op je telefoon kan je de app aan je beginscherm toevoegen: ze opent dan schermvullend en meldt duidelijk wanneer je offline bent.',
 'Tapez deux lettres dans le champ de recherche pour trouver les personnes et équipes auxquelles vous avez accès ; utilisez les flèches et Entrée pour ouvrir un résultat. Sur téléphone, ajoutez l''application à votre écran d''accueil : elle s''ouvre en plein écran et vous prévient clairement quand vous êtes hors ligne.',
 ARRAY[]::TEXT[], '2026-11-21 09:00:00');
