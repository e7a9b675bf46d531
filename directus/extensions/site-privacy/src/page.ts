// The team's page for data requests that come by another channel (a phone call, an e-mail): find a
// person by address, download their data as JSON, or erase it after seeing what will go. Plain HTML
// in the reader's Studio language (`t(en, fr)`), styled like the other Studio pages of our extensions.
import { esc } from '../../../lib/html.ts';

/** Picks the reader's language: `t(en, fr)`. */
export type Say = (en: string, fr: string) => string;
/** What the page counts: an erasure's summary (or what one would remove). */
type Counts = { demoRequests: number; submissions: number; emails: number; consentProofsKept?: number };
/** The page's state: which step, the address, and what it shows. */
export type PageState =
  | { step: 'ask'; email?: string; problem?: 'email' | 'upcoming' | 'unavailable'; upcoming?: { start: string | null }[] }
  | { step: 'confirm'; email: string; summary: Counts }
  | { step: 'erased'; email: string; summary: Counts };

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#13233a;background:#f7f9f8}main{max-width:44rem;margin:2rem auto;padding:0 1.25rem}
h1{font-size:1.6rem;margin:0 0 .5rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem .75rem;border:1px solid #8a9a94;border-radius:6px}
.row{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1rem}button,.button{font:inherit;font-weight:600;padding:.6rem 1rem;border-radius:6px;border:1px solid #075c40;background:#075c40;color:#fff;cursor:pointer;text-decoration:none}
button.secondary{background:#fff;color:#075c40}button.danger{background:#a4262c;border-color:#a4262c}:focus-visible{outline:3px solid #13233a;outline-offset:2px}
.note{color:#3d4f63}.problem{border-left:4px solid #a4262c;background:#fff;padding:.75rem 1rem;margin:1rem 0}.done{border-left:4px solid #075c40;background:#fff;padding:.75rem 1rem;margin:1rem 0}
ul{padding-left:1.25rem}a{color:#075c40}`;

function counts(t: Say, s: Counts): string {
  const items: [number, string][] = [
    [s.demoRequests, t('demo request(s)', 'demande(s) de démo')],
    [s.submissions, t('form submission(s)', 'formulaire(s) reçu(s)')],
    [s.emails, t('e-mail(s) in the outbox', 'courriel(s) sortant(s)')],
  ];
  return `<ul>${items.map(([n, label]) => `<li><strong>${Number(n) || 0}</strong> ${esc(label)}</li>`).join('')}</ul>`;
}

function askForm(t: Say, email: string, invalid: boolean): string {
  return `<form method="post" action="">
<label for="email">${esc(t('The person’s e-mail address', 'L’adresse courriel de la personne'))}</label>
<input id="email" name="email" type="email" required autocomplete="off" value="${esc(email)}"${invalid ? ' aria-invalid="true" aria-describedby="problem"' : ''}>
<div class="row"><button type="submit" name="action" value="export">${esc(t('Download their data (JSON)', 'Télécharger ses données (JSON)'))}</button>
<button type="submit" name="action" value="review" class="secondary">${esc(t('Erase their data…', 'Effacer ses données…'))}</button></div></form>`;
}

/** The page for a step: ask (an address), confirm (what an erasure removes), erased (what it did). */
export function studioPage(t: Say, state: PageState): string {
  const lang = t('en', 'fr');
  const title = t('Download or erase a person’s data', 'Télécharger ou effacer les données d’une personne');
  let body = '';
  if (state.step === 'ask') {
    const problem =
      state.problem === 'email'
        ? t('Enter a valid e-mail address, like name@example.com.', 'Entrez une adresse courriel valide, comme nom@exemple.com.')
        : state.problem === 'upcoming'
          ? t(
              `This person has an upcoming demo (${(state.upcoming ?? []).map((u) => u.start).join(', ')}). Cancel it with them first (clear its Starts at in the demo request), then erase. Nothing was erased.`,
              `Cette personne a une démo à venir (${(state.upcoming ?? []).map((u) => u.start).join(', ')}). Annulez-la d’abord avec elle (videz son champ Début dans la demande de démo), puis effacez. Rien n’a été effacé.`,
            )
          : state.problem === 'unavailable'
            ? t(
                'The database could not finish. Nothing was changed; try again in a moment.',
                'La base de données n’a pas pu terminer. Rien n’a été modifié; réessayez dans un moment.',
              )
            : null;
    body = `${problem ? `<p class="problem" role="alert" id="problem">${esc(problem)}</p>` : ''}
<p class="note">${esc(
      t(
        'When someone asks by phone or e-mail to see or erase what we hold about them (Quebec’s Law 25), find them by address. Visitors can also do it themselves from their account or the “My data” page. Each download and erasure is logged in Form submissions (type: Data request), without the data itself.',
        'Quand une personne demande par téléphone ou par courriel à consulter ou à effacer ce que nous détenons à son sujet (Loi 25 du Québec), retrouvez-la par son adresse. Les visiteurs peuvent aussi le faire eux-mêmes depuis leur compte ou la page « Mes données ». Chaque téléchargement et chaque effacement est consigné dans Formulaires reçus (type : Demande d’accès ou d’effacement), sans les données elles-mêmes.',
      ),
    )}</p>${askForm(t, state.email ?? '', state.problem === 'email')}`;
  } else if (state.step === 'confirm') {
    body = `<p>${esc(t('Erasing the data of', 'Effacer les données de'))} <strong>${esc(state.email)}</strong> ${esc(t('removes for good:', 'supprime définitivement :'))}</p>${counts(t, state.summary)}
<p class="note">${esc(
      t(
        'A newsletter subscription that was confirmed is kept as a consent proof, without the address (Canada’s anti-spam law). A sign-in account with this address is closed by the site within a day.',
        'Un abonnement à l’infolettre confirmé est conservé comme preuve de consentement, sans l’adresse (loi canadienne anti-pourriel). Un compte de connexion à cette adresse est fermé par le site dans la journée.',
      ),
    )}</p>
<form method="post" action=""><input type="hidden" name="email" value="${esc(state.email)}"><div class="row">
<button type="submit" name="action" value="erase" class="danger">${esc(t('Erase for good', 'Effacer définitivement'))}</button>
<a class="button secondary" style="background:#fff;color:#075c40" href="?email=${encodeURIComponent(state.email)}">${esc(t('Cancel', 'Annuler'))}</a></div></form>`;
  } else {
    const s = state.summary;
    body = `<p class="done" role="status">${esc(t('Erased:', 'Effacé :'))} <strong>${esc(state.email)}</strong></p>${counts(t, s)}
${s.consentProofsKept ? `<p class="note">${esc(t('Kept as a consent proof, without the address:', 'Conservé comme preuve de consentement, sans l’adresse :'))} ${Number(s.consentProofsKept)}</p>` : ''}
<p><a href="./site-privacy">${esc(t('Another request', 'Une autre demande'))}</a></p>`;
  }
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main><p><a href="./admin/content/form_submissions">${esc(t('← Back to the Data Studio', '← Retour au Data Studio'))}</a></p><h1>${esc(title)}</h1>${body}</main></body></html>`;
}
