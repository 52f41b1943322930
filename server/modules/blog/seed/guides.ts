import type { SeedPost } from './seed-posts.js';

/** The team's guides and product notes: real advice, true of the product as it is. */
export const GUIDE_POSTS: SeedPost[] = [
  {
    slug: 'how-open-now-works',
    title: 'How “open now” works, down to the stand’s own clock',
    description: 'Seasons, holidays, sunrise-to-sunset hours and time zones: how Farm Stand Finder decides whether a stand is open before you drive out.',
    tags: ['how it works', 'news'],
    publishedAt: '2026-04-14T14:00:00Z',
    body: `Nothing spoils a Saturday like driving twenty minutes down a county road to find a chained gate and a hand-lettered sign that says *Closed for the season*. “Open now” is the promise at the heart of Farm Stand Finder, so here is how we keep it.

## Hours are stored the way farmers think about them

Farmers fill in a weekly grid: which days, from when to when, and the months they open, for example May to October. Under the hood we store those hours in the OpenStreetMap \`opening_hours\` format, which can say things a plain table cannot:

- **Seasons.** A u-pick that opens only in June is closed in March, whatever the weekday says.
- **Public holidays.** A stand can be closed on holidays, and we know which days those are where the stand is.
- **Sunrise to sunset.** Plenty of honor-box stands are open “while it’s light”. We work out sunrise and sunset for the stand’s own position, every day of the year.

## Worked out in the stand’s time zone, not yours

If you plan a trip from Denver to a stand in Kansas, the stand’s clock is an hour ahead of yours. Every listing carries the time zone of the place it stands, and “open now” is computed on that clock. You see the answer in plain words: *Open · closes 6 pm*, or *Closed · opens Saturday 9 am*.

## “Hours not listed” is not “closed”

Some listings, often ones imported from public directories, have no hours yet. We never guess: they say **Hours not listed**, and they are left out when you filter for open stands. If there is a phone number, call ahead; if the farmer is on Farm Stand Finder, send them a message.

## Planning ahead

The same engine answers “open at”: pick Saturday at 9 am and see which stands will be open then. Day trips use it too, and warn you when a stop would be closed by the time you arrive.

If a listing ever tells you it is open and it isn’t, tell us from the [support page](/support) with the stand’s name and town. We read every message.`,
  },
  {
    slug: 'honor-box-etiquette',
    title: 'Honor-box etiquette: how to buy from a self-serve farm stand',
    description: 'Small bills, a cooler bag and a closed lid: a short guide to buying from the unstaffed stands at the end of farm driveways.',
    tags: ['guide'],
    publishedAt: '2026-05-20T13:00:00Z',
    body: `The self-serve stand is one of the best things about the countryside: a shelf of eggs, a crate of zucchini, a price list and a box for the money. Nobody is there, and it works because nearly everyone plays fair. Here is how to be a welcome customer.

## Bring small bills and coins

Most honor boxes are a slot in a locked box. There is no change, or only a little. Before a drive in farm country, keep a few ones and fives in the car. Listings on Farm Stand Finder show how a stand takes payment: look for **Cash**, **Self-serve / honor box** and, more and more often, a payment app code taped to the shelf.

## Pay for what you take, at the posted price

If you are short, take less. If you cannot pay exactly, round up: the farmer will not mind. Never leave an IOU unless the sign invites one.

## Leave the stand as you found it

- Close the cooler lid and the cupboard doors: eggs and greens spoil fast in the sun.
- Put back empty egg cartons only if the sign asks for them (many stands reuse them gladly).
- Don’t rummage. Take the top basket.

## Check before you go

Self-serve stands sell out, especially eggs on a weekend afternoon. Farmers using Farm Stand Finder mark products available or gone in a tap, so the listing tells you whether the eggs are still there. Follow a stand (the heart button) and you’ll hear when the first tomatoes go out.

## Say thank you

A note in the box, a review on the listing, or a kind word when you see the farmer at the market: unstaffed stands survive on goodwill, and farmers read every review.`,
  },
  {
    slug: 'picking-calendar',
    title: 'A picking calendar: when strawberries, sweet corn, apples and pumpkins come in',
    description: 'A month-by-month guide to what farm stands and u-picks usually have, and why the dates move with your latitude and the weather.',
    tags: ['seasonal guide'],
    publishedAt: '2026-03-10T15:00:00Z',
    body: `Farm stands follow the weather, not the calendar, so take these as typical windows for much of the United States. In the South everything starts a few weeks earlier; in the northern states and at altitude, a few weeks later. A listing’s products, marked available by the farmer, are always the better guide.

## Spring

- **Asparagus and rhubarb** (April to early June): among the first things at roadside stands.
- **Strawberries** (late April in the South, June in the North): a short season of three or four weeks. U-pick fields open and close day by day with the ripening, so follow your favorite farm for the opening-day message.

## Early summer

- **Cherries** (June to July) and **blueberries** (June to August).
- **Peas, early greens and new potatoes.**
- **Eggs and honey** are steady all season, but stands sell out of eggs on weekends.

## High summer

- **Sweet corn** (July to September): best the day it is picked. Ask when it came in.
- **Tomatoes, peppers, cucumbers, zucchini** (July to September).
- **Peaches** (July to August), then **plums** and **melons**.

## Autumn

- **Apples** (August to October, later varieties into November) and **pears**.
- **Pumpkins and winter squash** (September to October): u-pick patches get busy on October weekends.
- **Cider, jams and baked goods** carry many stands into late fall.

## Winter

- **Christmas trees** (from the weekend after Thanksgiving): choose-and-cut farms are a farm outing of their own.
- Some farm shops stay open year-round with eggs, meat, dairy and preserves.

## Finding what is in now

Search by product (try “strawberries” or “sweet corn”), turn on **Open now**, and the list shows the stands near you that have it today. Planning a weekend? Choose a time in “Open at” and build a day trip that reaches each stop while it is open.`,
  },
  {
    slug: 'list-your-stand-in-five-minutes',
    title: 'Listing your farm stand in five minutes, from your phone',
    description: 'What you need, what each part of the listing is for, and how to keep it right in a tap a day once it is published.',
    tags: ['for farmers', 'how it works'],
    publishedAt: '2026-02-24T15:00:00Z',
    body: `A listing on Farm Stand Finder is free, and most farmers finish one on their phone between other jobs. Here is the whole thing, start to finish.

## 1. Create a farmer account

Your first name, an email address and a password, and choose *Running a farm stand*. Confirm your email from the link we send you.

## 2. Put the stand on the map

Type the address, or drop the pin exactly where the stand is. Plenty of farm stands sit on a different road from the farmhouse; the pin is what directions use, so put it at the stand.

## 3. Hours, the easy way

Tap the days you open and set the times. Add a season if you close for the winter, and say whether you close on public holidays or open sunrise to sunset. You never type codes: the grid writes them for you, and shoppers see *Open now* or *Opens Saturday 9 am* worked out on your clock.

## 4. What you sell and how people pay

Pick from the categories (produce, eggs, honey, flowers…), add your products, and mark how you take payment: cash, card, SNAP/EBT, an honor box. Features such as pick-your-own, parking and wheelchair access help people choose.

## 5. Publish

Save as a draft any time and finish later. When it looks right, publish, and the stand shows up in search and on the map straight away.

## After that: a tap a day

The part that keeps customers coming back is being right. Each morning, mark what is available; when the eggs run out, say so. People who favorite your stand follow it, and one message reaches them all: *First tomatoes today!*

Already listed from a public directory? Create your account, then [write to us](/support) with the listing’s name and town, and we will move it to you.`,
  },
];
