/** The product's name: the brand in the page, the installed app's name, storage keys' prefix. */
export const PRODUCT_NAME = 'PhotoBooth'
