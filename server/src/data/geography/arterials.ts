import type { Position } from '../geometry'

type Line = readonly Position[]

/**
 * The line of every arterial in the dataset's major-street lists (geography/streets.ts), per city
 * and keyed by the street as addresses write it ("Bloor St W", "Highway 7 E"), [longitude,
 * latitude], traced from the real streets at a few points a kilometre, between the crossings
 * named in the comments. Each line keeps to its own city's part of the street and to the land
 * side of the dataset's shoreline, so a home placed on it is in its city and never in the lake.
 */
// One line a street keeps the table readable; prettier would spread each point over four lines.
// prettier-ignore
export const ARTERIAL_LINES: Readonly<Record<string, Readonly<Record<string, Line>>>> = {
  Toronto: {
    // Queens Quay, Bloor, St Clair, Eglinton, Lawrence, 401, Sheppard, Finch, Steeles
    'Yonge St': [[-79.376, 43.643], [-79.386, 43.671], [-79.394, 43.688], [-79.398, 43.706], [-79.402, 43.725], [-79.406, 43.745], [-79.411, 43.761], [-79.416, 43.78], [-79.421, 43.795]],
    // Yonge, Spadina, Bathurst, Ossington, Dufferin, Keele, Jane, Royal York, Islington, Kipling
    'Bloor St W': [[-79.386, 43.671], [-79.404, 43.667], [-79.411, 43.665], [-79.427, 43.662], [-79.436, 43.66], [-79.46, 43.656], [-79.485, 43.65], [-79.511, 43.648], [-79.525, 43.645], [-79.536, 43.637], [-79.56, 43.632]],
    // Yonge, Sherbourne, Prince Edward Viaduct to Broadview
    'Bloor St E': [[-79.386, 43.671], [-79.376, 43.672], [-79.365, 43.676], [-79.358, 43.677]],
    // Yonge, Spadina, Bathurst, Ossington, Dufferin, Roncesvalles
    'Queen St W': [[-79.379, 43.652], [-79.396, 43.649], [-79.405, 43.647], [-79.42, 43.644], [-79.43, 43.642], [-79.446, 43.639]],
    // Yonge, Parliament, Broadview, Leslie, Woodbine, Neville Park
    'Queen St E': [[-79.379, 43.652], [-79.363, 43.657], [-79.35, 43.659], [-79.331, 43.663], [-79.311, 43.667], [-79.293, 43.672]],
    // Yonge, Spadina, Bathurst, Strachan, Dufferin, Roncesvalles
    'King St W': [[-79.378, 43.649], [-79.395, 43.645], [-79.403, 43.643], [-79.412, 43.641], [-79.428, 43.639], [-79.444, 43.639]],
    // Yonge, Spadina, Bathurst, Ossington, Lansdowne, Keele, Jane, Islington, Six Points
    'Dundas St W': [[-79.381, 43.656], [-79.398, 43.653], [-79.407, 43.652], [-79.422, 43.649], [-79.44, 43.653], [-79.452, 43.657], [-79.463, 43.665], [-79.486, 43.664], [-79.5, 43.66], [-79.515, 43.649], [-79.526, 43.643], [-79.536, 43.638], [-79.565, 43.626]],
    // Yonge, Spadina, Bathurst, Ossington, Lansdowne
    'College St': [[-79.383, 43.661], [-79.4, 43.658], [-79.407, 43.657], [-79.423, 43.654], [-79.44, 43.652]],
    // Queens Quay, King, Queen, College, Bloor, Dupont
    'Spadina Ave': [[-79.392, 43.639], [-79.395, 43.645], [-79.396, 43.649], [-79.4, 43.658], [-79.404, 43.667], [-79.407, 43.675]],
    // Lake Shore, Queen, Bloor, St Clair, Eglinton, Lawrence, 401, Sheppard, Finch, Steeles
    'Bathurst St': [[-79.4, 43.637], [-79.405, 43.647], [-79.411, 43.665], [-79.419, 43.683], [-79.425, 43.7], [-79.43, 43.717], [-79.434, 43.733], [-79.441, 43.754], [-79.446, 43.773], [-79.449, 43.792]],
    // Lake Shore, Queen, Bloor, St Clair, Eglinton, Lawrence, 401, Finch, Steeles
    'Dufferin St': [[-79.428, 43.636], [-79.43, 43.642], [-79.436, 43.66], [-79.441, 43.677], [-79.449, 43.695], [-79.456, 43.713], [-79.458, 43.725], [-79.468, 43.769], [-79.472, 43.787]],
    // Bloor, Dupont, St Clair, Eglinton, Lawrence, 401
    'Avenue Rd': [[-79.394, 43.668], [-79.397, 43.675], [-79.401, 43.686], [-79.407, 43.706], [-79.411, 43.722], [-79.415, 43.737]],
    // Yonge, Bayview, Laird, Don Mills, Victoria Park, Kennedy, Markham Rd, Kingston Rd
    'Eglinton Ave E': [[-79.398, 43.707], [-79.377, 43.711], [-79.363, 43.714], [-79.34, 43.721], [-79.302, 43.727], [-79.263, 43.732], [-79.218, 43.74], [-79.2, 43.744]],
    // Yonge, Avenue, Bathurst, Dufferin, Keele, Jane, Royal York, Islington, Kipling, Renforth
    'Eglinton Ave W': [[-79.398, 43.707], [-79.407, 43.706], [-79.425, 43.7], [-79.449, 43.695], [-79.474, 43.69], [-79.5, 43.685], [-79.52, 43.68], [-79.55, 43.673], [-79.565, 43.668], [-79.6, 43.658]],
    // Yonge, Avenue, Bathurst, Dufferin, Keele, Jane, Weston, Royal York
    'Lawrence Ave W': [[-79.402, 43.725], [-79.411, 43.722], [-79.43, 43.719], [-79.452, 43.714], [-79.478, 43.71], [-79.502, 43.705], [-79.516, 43.701], [-79.53, 43.695]],
    // Yonge, Bayview, Leslie, Don Mills, Victoria Park, Kennedy, Markham Rd, Morningside, Meadowvale
    'Sheppard Ave E': [[-79.411, 43.761], [-79.387, 43.768], [-79.366, 43.771], [-79.346, 43.775], [-79.313, 43.781], [-79.28, 43.787], [-79.235, 43.794], [-79.2, 43.802], [-79.17, 43.808], [-79.15, 43.812]],
    // Yonge, Bathurst, Dufferin, Keele, Jane, Weston, Islington, Kipling, Highway 27
    'Finch Ave W': [[-79.416, 43.78], [-79.446, 43.774], [-79.468, 43.769], [-79.49, 43.764], [-79.517, 43.759], [-79.54, 43.755], [-79.565, 43.748], [-79.575, 43.745], [-79.6, 43.74]],
    // Broadview, Pape, Woodbine, Main, Victoria Park, Kingston Rd
    'Danforth Ave': [[-79.358, 43.677], [-79.345, 43.68], [-79.313, 43.686], [-79.301, 43.689], [-79.289, 43.692], [-79.262, 43.698]],
    // Queen E, Victoria Park, Danforth, Midland, Eglinton, Lawrence, Sheppard, Rouge River
    'Kingston Rd': [[-79.293, 43.672], [-79.281, 43.683], [-79.262, 43.698], [-79.235, 43.715], [-79.205, 43.744], [-79.185, 43.76], [-79.16, 43.785], [-79.14, 43.805]],
    // Yonge, Spadina, Bathurst, Dufferin, Ontario Place, Humber, Mimico, Long Branch
    'Lake Shore Blvd W': [[-79.377, 43.642], [-79.39, 43.6395], [-79.4, 43.637], [-79.41, 43.636], [-79.428, 43.634], [-79.445, 43.634], [-79.47, 43.635], [-79.49, 43.62], [-79.5, 43.612], [-79.52, 43.604], [-79.54, 43.597]],
    // Queens Quay, Queen, Bloor
    'Jarvis St': [[-79.37, 43.644], [-79.373, 43.654], [-79.377, 43.672]],
    // Front, Queen, Bloor
    'Parliament St': [[-79.36, 43.65], [-79.363, 43.657], [-79.369, 43.672]],
    // Queen, Danforth, O'Connor
    'Broadview Ave': [[-79.35, 43.659], [-79.358, 43.677], [-79.352, 43.69]],
    // Queen, Dundas, College, Bloor, Dupont
    'Ossington Ave': [[-79.42, 43.644], [-79.422, 43.649], [-79.423, 43.654], [-79.427, 43.662], [-79.43, 43.669]],
    // Queen, Howard Park, Dundas
    'Roncesvalles Ave': [[-79.446, 43.639], [-79.45, 43.65], [-79.452, 43.656]],
    // Moore Park, Eglinton, Lawrence, 401, Sheppard, Finch, Steeles
    'Bayview Ave': [[-79.371, 43.695], [-79.377, 43.711], [-79.383, 43.727], [-79.386, 43.752], [-79.387, 43.768], [-79.391, 43.781], [-79.396, 43.799]],
    // Overlea, Eglinton, Lawrence, York Mills, Sheppard, Finch, Steeles
    'Don Mills Rd': [[-79.346, 43.705], [-79.34, 43.721], [-79.345, 43.737], [-79.349, 43.755], [-79.346, 43.775], [-79.353, 43.793], [-79.356, 43.806]],
    // Danforth, Eglinton, Lawrence, 401, Steeles
    'Victoria Park Ave': [[-79.284, 43.68], [-79.289, 43.692], [-79.302, 43.727], [-79.313, 43.76], [-79.318, 43.775], [-79.325, 43.81]],
    // Kingston Rd, Eglinton, Lawrence, 401, Finch, Steeles
    'Kennedy Rd': [[-79.258, 43.718], [-79.263, 43.732], [-79.27, 43.75], [-79.28, 43.78], [-79.29, 43.805], [-79.303, 43.818]],
    // Lake Shore, Bloor, Eglinton, 401, Finch, Steeles
    'Islington Ave': [[-79.513, 43.612], [-79.525, 43.645], [-79.54, 43.675], [-79.553, 43.705], [-79.565, 43.748], [-79.577, 43.771]],
    // Lake Shore, Bloor, Eglinton, Finch, Steeles
    'Kipling Ave': [[-79.523, 43.604], [-79.536, 43.637], [-79.55, 43.667], [-79.583, 43.742], [-79.592, 43.768]],
  },
  Mississauga: {
    // Port Credit, QEW, Dundas, Square One, Eglinton, 401, the Brampton line
    'Hurontario St': [[-79.587, 43.553], [-79.61, 43.575], [-79.625, 43.585], [-79.642, 43.593], [-79.657, 43.61], [-79.698, 43.637], [-79.735, 43.668]],
    // Etobicoke Creek, Cawthra, Hurontario, Mavis, Erin Mills
    'Dundas St W': [[-79.585, 43.614], [-79.605, 43.603], [-79.627, 43.588], [-79.645, 43.577], [-79.67, 43.563], [-79.69, 43.55]],
    // Etobicoke Creek, Port Credit, Mississauga Rd, Clarkson
    'Lakeshore Rd W': [[-79.55, 43.592], [-79.565, 43.578], [-79.587, 43.553], [-79.6, 43.538], [-79.615, 43.522], [-79.63, 43.503]],
    // Etobicoke Creek, Dixie, Cawthra, Square One, Mavis, Erin Mills
    'Burnhamthorpe Rd W': [[-79.6, 43.621], [-79.62, 43.607], [-79.642, 43.593], [-79.665, 43.577], [-79.69, 43.56]],
    // Renforth, Hurontario, Mavis, Erin Mills
    'Eglinton Ave W': [[-79.61, 43.651], [-79.63, 43.635], [-79.657, 43.61], [-79.68, 43.592], [-79.705, 43.57]],
    // Lakeshore, Dundas, Burnhamthorpe, Eglinton, 401
    'Mavis Rd': [[-79.61, 43.535], [-79.645, 43.577], [-79.665, 43.577], [-79.68, 43.592], [-79.71, 43.627]],
    // Dundas, Burnhamthorpe, Eglinton, Britannia
    'Erin Mills Pkwy': [[-79.69, 43.55], [-79.695, 43.56], [-79.705, 43.57], [-79.725, 43.595], [-79.745, 43.62]],
    // Dundas, Eglinton, Britannia, 401
    'Winston Churchill Blvd': [[-79.715, 43.556], [-79.735, 43.58], [-79.752, 43.603], [-79.765, 43.625]],
    // Burnhamthorpe to Rathburn around Square One
    'Square One Dr': [[-79.643, 43.596], [-79.638, 43.598], [-79.632, 43.6]],
  },
  Brampton: {
    // Queen, Vodden, Bovaird
    'Main St N': [[-79.76, 43.6856], [-79.772, 43.7], [-79.785, 43.712]],
    // Main, Kennedy, Bramalea, Airport Rd, Goreway
    'Queen St E': [[-79.76, 43.6856], [-79.72, 43.71], [-79.69, 43.73], [-79.66, 43.75], [-79.645, 43.76]],
    // Main, McLaughlin, Chinguacousy, Mississauga Rd
    'Bovaird Dr W': [[-79.785, 43.712], [-79.797, 43.705], [-79.81, 43.695], [-79.83, 43.682]],
    // Chinguacousy, Hurontario, Dixie, Airport Rd
    'Sandalwood Pkwy': [[-79.8, 43.725], [-79.76, 43.752], [-79.72, 43.778], [-79.68, 43.8]],
    // Chinguacousy, Main, Kennedy, Bramalea
    'Williams Pkwy': [[-79.8, 43.707], [-79.76, 43.727], [-79.72, 43.748], [-79.7, 43.758]],
    // Steeles, Queen W, Bovaird, Sandalwood, Mayfield
    'Chinguacousy Rd': [[-79.775, 43.66], [-79.8, 43.69], [-79.81, 43.705], [-79.825, 43.725], [-79.84, 43.745]],
    // Steeles, Queen W, Williams, Bovaird, Sandalwood
    'McLaughlin Rd': [[-79.755, 43.668], [-79.775, 43.695], [-79.79, 43.712], [-79.815, 43.745]],
  },
  Vaughan: {
    // Dufferin, Keele, Jane, Weston, Islington, Highway 27
    'Major Mackenzie Dr': [[-79.472, 43.862], [-79.51, 43.852], [-79.535, 43.846], [-79.557, 43.842], [-79.6, 43.832], [-79.65, 43.82]],
    // Dufferin, Keele, Jane, Islington, Highway 27
    'Rutherford Rd': [[-79.472, 43.845], [-79.49, 43.838], [-79.535, 43.828], [-79.6, 43.812], [-79.635, 43.805]],
    // Steeles, Highway 7, Rutherford, Major Mackenzie, Kleinburg
    'Islington Ave': [[-79.58, 43.776], [-79.59, 43.8], [-79.6, 43.832], [-79.615, 43.86]],
    // Steeles, Highway 7, Rutherford, Major Mackenzie, Teston
    'Weston Rd': [[-79.548, 43.781], [-79.553, 43.81], [-79.557, 43.842], [-79.562, 43.87]],
    // Steeles, Highway 7, Rutherford, Major Mackenzie, Teston
    'Jane St': [[-79.522, 43.785], [-79.527, 43.795], [-79.53, 43.815], [-79.535, 43.846], [-79.54, 43.87]],
    // Yonge, Bathurst, Dufferin, Keele, Jane, Weston, Islington, Highway 27
    'Highway 7': [[-79.427, 43.822], [-79.447, 43.815], [-79.488, 43.804], [-79.527, 43.795], [-79.58, 43.784], [-79.63, 43.77]],
    // Steeles, Highway 7, Rutherford, Major Mackenzie, Teston
    'Keele St': [[-79.488, 43.79], [-79.495, 43.82], [-79.505, 43.852], [-79.51, 43.88]],
  },
  'Richmond Hill': {
    // Highway 7, 16th Ave, Major Mackenzie, Elgin Mills, Gormley
    'Yonge St': [[-79.425, 43.847], [-79.428, 43.858], [-79.433, 43.873], [-79.438, 43.902], [-79.443, 43.93], [-79.448, 43.965]],
    // Highway 7, 16th Ave, Major Mackenzie, Elgin Mills
    'Bayview Ave': [[-79.4, 43.848], [-79.404, 43.864], [-79.41, 43.879], [-79.418, 43.908], [-79.425, 43.94]],
    // Yonge, Bayview, Leslie
    'Major Mackenzie Dr E': [[-79.433, 43.873], [-79.41, 43.879], [-79.375, 43.888]],
    // Yonge, Bayview, Leslie
    'Elgin Mills Rd E': [[-79.438, 43.902], [-79.418, 43.908], [-79.375, 43.916]],
    // Bathurst, Yonge, Bayview, Leslie
    '16th Ave': [[-79.465, 43.849], [-79.428, 43.858], [-79.404, 43.864], [-79.373, 43.871]],
  },
  Markham: {
    // Highway 7, Markham Village, 16th Ave
    'Main St': [[-79.255, 43.868], [-79.262, 43.88], [-79.268, 43.9]],
    // Yonge, Bayview, Leslie, Warden, Kennedy, McCowan, Markham Rd, Box Grove
    'Highway 7 E': [[-79.423, 43.826], [-79.38, 43.838], [-79.33, 43.85], [-79.28, 43.862], [-79.23, 43.875], [-79.18, 43.888]],
    // Steeles, Highway 7, 16th Ave, Major Mackenzie
    'Kennedy Rd': [[-79.307, 43.822], [-79.313, 43.84], [-79.318, 43.86], [-79.325, 43.89], [-79.33, 43.92]],
    // Steeles, Highway 7, 16th Ave, Major Mackenzie
    'Warden Ave': [[-79.33, 43.818], [-79.336, 43.84], [-79.342, 43.87], [-79.35, 43.91]],
    // Steeles, Highway 7, 16th Ave, Major Mackenzie
    'McCowan Rd': [[-79.272, 43.832], [-79.278, 43.86], [-79.285, 43.89], [-79.292, 43.93]],
    // Woodbine, Warden, Kennedy, McCowan, Markham Village
    '16th Ave': [[-79.368, 43.872], [-79.33, 43.881], [-79.28, 43.893], [-79.24, 43.903]],
    // Steeles, Highway 7, 16th Ave, Major Mackenzie
    'Woodbine Ave': [[-79.36, 43.815], [-79.364, 43.845], [-79.36, 43.87], [-79.356, 43.9]],
  },
  Oakville: {
    // Mississauga line, downtown, Bronte
    'Lakeshore Rd E': [[-79.645, 43.49], [-79.667, 43.467], [-79.7, 43.432], [-79.725, 43.421]],
    // Lakeshore, QEW, Upper Middle, Dundas, Burnhamthorpe
    'Trafalgar Rd': [[-79.667, 43.467], [-79.69, 43.49], [-79.71, 43.515], [-79.732, 43.544]],
    // Mississauga line, Trafalgar, Neyagawa, Third Line
    'Dundas St W': [[-79.705, 43.545], [-79.732, 43.528], [-79.77, 43.497]],
    // Ford Dr, Trafalgar, Third Line
    'Upper Middle Rd E': [[-79.68, 43.515], [-79.71, 43.497], [-79.75, 43.47]],
    // Lakeshore, Rebecca, QEW, Upper Middle, Dundas
    'Third Line': [[-79.728, 43.425], [-79.745, 43.445], [-79.77, 43.475]],
    // Downtown to Bronte, a block above the lake
    'Rebecca St': [[-79.675, 43.462], [-79.7, 43.443], [-79.72, 43.43]],
  },
  Burlington: {
    // Lakeshore, Caroline, QEW, Upper Middle, Dundas
    'Brant St': [[-79.797, 43.328], [-79.81, 43.345], [-79.82, 43.36], [-79.835, 43.38], [-79.86, 43.4]],
    // Downtown, Guelph Line, Appleby, the Oakville line
    'Lakeshore Rd': [[-79.81, 43.318], [-79.797, 43.328], [-79.788, 43.36], [-79.78, 43.39]],
    // Lakeshore, QEW, Upper Middle, Dundas, No. 1 Side Rd
    'Guelph Line': [[-79.786, 43.365], [-79.8, 43.385], [-79.82, 43.41], [-79.835, 43.44], [-79.85, 43.46]],
    // Lakeshore, QEW, Upper Middle, Dundas
    'Walkers Line': [[-79.782, 43.385], [-79.79, 43.41], [-79.81, 43.44], [-79.82, 43.47]],
    // Lakeshore, QEW, Upper Middle, Dundas
    'Appleby Line': [[-79.781, 43.405], [-79.79, 43.43], [-79.795, 43.45], [-79.8, 43.47]],
    // Brant, Waterdown Rd, Aldershot
    'Plains Rd E': [[-79.815, 43.34], [-79.84, 43.328], [-79.862, 43.315]],
  },
  Pickering: {
    // Rouge River, Whites, Liverpool, Brock, the Ajax line
    'Kingston Rd': [[-79.13, 43.836], [-79.1, 43.838], [-79.07, 43.845], [-79.035, 43.853]],
    // Frenchman's Bay, Kingston, Finch, Taunton
    'Liverpool Rd': [[-79.09, 43.826], [-79.097, 43.85], [-79.105, 43.88]],
    // Bayly, Kingston, Taunton, Brougham
    'Brock Rd': [[-79.068, 43.826], [-79.075, 43.86], [-79.085, 43.9], [-79.09, 43.94]],
    // Bayly, Kingston, Finch, Taunton
    'Whites Rd': [[-79.112, 43.829], [-79.118, 43.85], [-79.125, 43.88], [-79.13, 43.92]],
    // Whites, Liverpool, Brock
    'Bayly St': [[-79.11, 43.827], [-79.08, 43.828], [-79.045, 43.832]],
  },
  Ajax: {
    // The lake, Bayly, Kingston, Rossland
    'Harwood Ave S': [[-79.02, 43.826], [-79.024, 43.85], [-79.027, 43.87]],
    // Bayly, Kingston, Rossland, Taunton
    'Westney Rd N': [[-79.005, 43.826], [-79.008, 43.86], [-79.01, 43.895]],
    // Pickering line, Harwood, Westney, Salem
    'Kingston Rd E': [[-79.03, 43.862], [-79.0, 43.866], [-78.987, 43.869]],
    // Harwood, Westney, Salem
    'Rossland Rd E': [[-79.028, 43.885], [-79.0, 43.888], [-78.987, 43.89]],
    // Bayly, Kingston, Rossland, Taunton
    'Salem Rd N': [[-78.99, 43.84], [-78.992, 43.87], [-78.995, 43.898]],
  },
  Whitby: {
    // Port Whitby, Dundas, Rossland, Taunton, Brooklin
    'Brock St N': [[-78.945, 43.855], [-78.942, 43.877], [-78.94, 43.91], [-78.937, 43.95]],
    // Ajax line, Brock, Garden, Thickson, the Oshawa line
    'Dundas St E': [[-78.98, 43.872], [-78.942, 43.877], [-78.91, 43.882], [-78.885, 43.886]],
    // Ajax line, Brock, Thickson
    'Taunton Rd E': [[-78.98, 43.925], [-78.94, 43.93], [-78.89, 43.936]],
    // Victoria St, Dundas, Rossland, Taunton
    'Thickson Rd N': [[-78.91, 43.86], [-78.912, 43.89], [-78.915, 43.93]],
    // Dundas, Rossland, Taunton
    'Anderson St': [[-78.925, 43.875], [-78.927, 43.9], [-78.93, 43.94]],
  },
}
